import { errorMessageOf, useToast } from '@cartlift/admin-kit';
import { INVALID_EMAIL, isSimpleEmail, REFERRAL_ATTRIBUTION_DAYS, REFERRAL_MIN_PAYOUT_USD } from '@cartlift/domain';
import {
  Banner,
  BlockStack,
  Button,
  Card,
  DataTable,
  InlineGrid,
  InlineStack,
  Layout,
  Page,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { useGetAffEventsQuery, useGetAffSettingsQuery, useSaveAffSettingsMutation } from './referralApi';

/** cart-and-shop.md §4 "Code editing toggles between display and edit; PayPal editing likewise." */
function EditableField(props: {
  label: string;
  value: string;
  empty: string;
  check?: (v: string) => string | null;
  save: (v: string) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  if (draft === null)
    return (
      <InlineStack align="space-between" blockAlign="center" gap="200">
        <BlockStack gap="100">
          <Text as="span" tone="subdued">
            {props.label}
          </Text>
          <Text as="span" variant="headingSm">
            {props.value || props.empty}
          </Text>
        </BlockStack>
        <Button onClick={() => setDraft(props.value)} accessibilityLabel={`Edit ${props.label}`}>
          Edit
        </Button>
      </InlineStack>
    );
  const submit = async () => {
    const problem = props.check?.(draft.trim()) ?? null;
    if (problem) {
      toast(problem, { isError: true });
      return;
    }
    setSaving(true);
    const ok = await props.save(draft.trim());
    setSaving(false);
    if (ok) setDraft(null);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <InlineStack gap="200" blockAlign="end">
        <div style={{ flex: 1 }}>
          <TextField label={props.label} value={draft} onChange={setDraft} autoComplete="off" />
        </div>
        <Button submit variant="primary" loading={saving}>
          Save
        </Button>
        <Button onClick={() => setDraft(null)}>Cancel</Button>
      </InlineStack>
    </form>
  );
}

/** /affiliation: the referral programme's settings, stats and referred stores (cart-and-shop.md §2, §3, §9 terms). */
export function AffiliationPage() {
  const settings = useGetAffSettingsQuery();
  const events = useGetAffEventsQuery();
  const [save] = useSaveAffSettingsMutation();
  const toast = useToast();
  const run = async (body: Parameters<typeof save>[0], done: string): Promise<boolean> => {
    try {
      await save(body).unwrap();
      toast(done);
      return true;
    } catch (e) {
      toast(errorMessageOf(e), { isError: true });
      return false;
    }
  };
  if (settings.isError || events.isError)
    return (
      <Page title="Referral Program">
        <Banner tone="critical">The referral programme could not be loaded.</Banner>
      </Page>
    );
  const s = settings.data;
  const ev = events.data;
  return (
    <Page title="Referral Program">
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Card>
              <BlockStack gap="200">
                <Text as="h2" variant="headingMd">
                  Earn {s?.settings.commission ?? 15}% for life
                </Text>
                <Text as="p">
                  Share your link. Stores that install within {REFERRAL_ATTRIBUTION_DAYS} days of clicking it get{' '}
                  {s?.settings.discount ?? 5}% off their plan for life, and you earn {s?.settings.commission ?? 15}% of
                  what they pay, for life. Payouts are monthly by PayPal, from ${REFERRAL_MIN_PAYOUT_USD}.
                </Text>
              </BlockStack>
            </Card>
            <Card>
              {!s ? (
                <SkeletonBodyText lines={4} />
              ) : (
                <BlockStack gap="400">
                  <Text as="h2" variant="headingMd">
                    Settings
                  </Text>
                  <Text as="p">
                    Your link: <span data-testid="referral-link">{s.data.link}</span>
                  </Text>
                  <EditableField
                    label="Referral code"
                    value={s.code}
                    empty="—"
                    save={(v) => run({ aff_code: v }, 'Referral code saved')}
                  />
                  <EditableField
                    label="PayPal email"
                    value={s.settings.paypal_email}
                    empty="Not set"
                    check={(v) => (v === '' || isSimpleEmail(v) ? null : INVALID_EMAIL)}
                    save={(v) => run({ settings: { paypal_email: v } }, 'PayPal email saved')}
                  />
                </BlockStack>
              )}
            </Card>
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  Stats
                </Text>
                <InlineGrid columns={2} gap="400">
                  <Text as="p">
                    Views: <strong data-testid="referral-views">{ev?.stats.views ?? '—'}</strong>
                  </Text>
                  <Text as="p">
                    Active referrals: <strong data-testid="referral-active">{ev?.stats.active_referrals ?? '—'}</strong>
                  </Text>
                </InlineGrid>
                <DataTable
                  columnContentTypes={['text', 'numeric']}
                  headings={['Referred store', 'Earnings']}
                  rows={(ev?.data ?? []).map((r) => [r.referral, `$${r.earnings.toFixed(2)}`])}
                  footerContent={ev && ev.data.length === 0 ? 'No referred stores yet' : undefined}
                />
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
