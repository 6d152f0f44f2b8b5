import { useTranslation } from 'react-i18next';
import { Field, Select } from '../../shared/ui/field';
import { codeLabel } from './agents-labels';

/** A filter of the agents' pages over a set of server codes (a kind, a state), "all" first. */
export function CodeSelect({
  label,
  group,
  codes,
  value,
  onChange,
  className,
}: {
  label: string;
  group: Parameters<typeof codeLabel>[1];
  codes: readonly string[];
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  const { t } = useTranslation('agents');
  return (
    <Field label={label}>
      {(props) => (
        <Select {...props} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('common:filters.all')}</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {codeLabel(t, group, code)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
