import { Fragment } from 'react';
import { Field, Input, TextArea } from '../../shared/ui/field';

export type Localized = { ms: string; en: string; zh: string };
export const languages = ['ms', 'en', 'zh'] as const;

/**
 * A text in the three languages the site speaks, one box each (a line, or a longer text), each with its own error,
 * as the server names them (`title.ms`…).
 */
export function LocalizedFields({
  labels,
  value,
  onChange,
  errors,
  name,
  long = false,
}: {
  labels: Localized;
  value: Localized;
  onChange: (value: Localized) => void;
  errors: Record<string, string>;
  name: string;
  long?: boolean;
}) {
  return (
    <>
      {languages.map((lang) => (
        <Fragment key={lang}>
          <Field label={labels[lang]} error={errors[`${name}.${lang}`]}>
            {(field) =>
              long ? (
                <TextArea
                  {...field}
                  rows={4}
                  value={value[lang]}
                  onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
                />
              ) : (
                <Input
                  {...field}
                  value={value[lang]}
                  onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
                />
              )
            }
          </Field>
        </Fragment>
      ))}
    </>
  );
}
