/** The message to show for a failed gateway call: the first field error, else the error's message (RTK Query shape). */
export function gatewayMessage(e: unknown): string {
  const data = (e as { data?: { error?: { errors?: { message: string }[]; message?: string } } }).data;
  return (
    data?.error?.errors?.[0]?.message ??
    data?.error?.message ??
    (e as { message?: string }).message ??
    'Something went wrong'
  );
}
