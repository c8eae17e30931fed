import { BlockStack, InlineError, Text } from '@shopify/polaris';
import { Suspense, useId, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useNearViewport } from './NearViewport';

/** What the field hands its editor: the ids that label and describe it, and whether it should take focus once drawn. */
export interface LazyEditorIds {
  labelId: string;
  describedBy: string;
  invalid: boolean;
  autoFocus: boolean;
}

/**
 * The frame of a field whose editor is a lazy chunk (Custom CSS's CodeMirror, the rich-text editor): label, a read-only
 * view of the value until the merchant reaches the field (it scrolls within 200 px of the viewport, or they focus or
 * click the view), then the editor in its place; the error and help text below. One frame for both keeps the screen's
 * first load small.
 */
export function LazyEditorField({
  label,
  error,
  help,
  viewStyle,
  view,
  testId,
  editor,
  ...box
}: {
  label: string;
  error?: string;
  help: ReactNode;
  viewStyle: CSSProperties;
  view: ReactNode;
  testId: string;
  editor: (ids: LazyEditorIds) => ReactNode;
} & HTMLAttributes<HTMLDivElement>) {
  const id = useId();
  const labelId = `${id}Label`;
  const helpId = `${id}Help`;
  const describedBy = error ? `${id}Error ${helpId}` : helpId;
  const ref = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  // Without IntersectionObserver the field waits for focus or a click, so the editor never loads unasked.
  const seen = useNearViewport(ref, { rootMargin: '200px 0px', unsupported: false, paused: focused });
  const reached = focused || seen;
  const preview = (
    <div
      style={{ ...viewStyle, cursor: 'text' }}
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={Boolean(error)}
      tabIndex={0}
      onFocus={() => setFocused(true)}
      onClick={() => setFocused(true)}
      data-testid={testId}
    >
      {view}
    </div>
  );
  return (
    <BlockStack gap="100">
      <Text as="span" id={labelId}>
        {label}
      </Text>
      <div ref={ref} {...box}>
        {reached ? (
          <Suspense fallback={preview}>{editor({ labelId, describedBy, invalid: Boolean(error), autoFocus: focused })}</Suspense>
        ) : (
          preview
        )}
      </div>
      {error && <InlineError message={error} fieldID={id} />}
      <Text as="p" tone="subdued" id={helpId}>
        {help}
      </Text>
    </BlockStack>
  );
}
