import { useAppSelector } from '@cartlift/admin-kit';
import { Banner, List } from '@shopify/polaris';
import { selectErrors } from './editorSlice';

const WORDS: Record<string, string> = {
  settings: '',
  add_to_unlock: 'Add To Unlock',
  bundles: 'Buy More Save More',
  multi_one_check_upsell: 'One Check Upsell',
  one_check_up_sell: 'One Check Upsell',
  modules: 'Extra modules',
  target: 'Targeting',
  selected: 'Selected items',
};

/** A readable name for a field path: "settings.add_to_unlock.goals.1.goal" → "Add To Unlock › Goals 2 › Goal". */
export function fieldLabel(path: string): string {
  const parts: string[] = [];
  for (const seg of path.split('.')) {
    if (/^\d+$/.test(seg) && parts.length) parts[parts.length - 1] += ` ${Number(seg) + 1}`;
    else {
      const word = seg in WORDS ? WORDS[seg] : seg.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
      if (word) parts.push(word[0].toUpperCase() + word.slice(1));
    }
  }
  return parts.join(' › ');
}

/** The Errors box (campaigns.md §2): every message on screen, each with the field it belongs to. */
export function ErrorsBox() {
  const errors = useAppSelector(selectErrors);
  if (errors.length === 0) return null;
  return (
    <Banner tone="critical" title={`Errors (${errors.length})`}>
      <List>
        {errors.map((e) => (
          <List.Item key={`${e.path}:${e.message}`}>
            {e.path ? `${fieldLabel(e.path)}: ${e.message}` : e.message}
          </List.Item>
        ))}
      </List>
    </Banner>
  );
}
