import { languages } from '@gemilang/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, TextArea } from '../../shared/ui/field';

export type Localized = { ms: string; en: string; zh: string };

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

/** A title and its text in the three languages, as every content editor asks them (announcements, help topics). */
export function TitleAndContentFields<T extends { title: Localized; content: Localized }>({
  draft,
  onChange,
  errors,
}: {
  draft: T;
  onChange: (next: T) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('content');
  return (
    <>
      <LocalizedFields
        name="title"
        labels={{ ms: t('titleIn.ms'), en: t('titleIn.en'), zh: t('titleIn.zh') }}
        value={draft.title}
        onChange={(title) => onChange({ ...draft, title })}
        errors={errors}
      />
      <LocalizedFields
        name="content"
        long
        labels={{ ms: t('contentIn.ms'), en: t('contentIn.en'), zh: t('contentIn.zh') }}
        value={draft.content}
        onChange={(content) => onChange({ ...draft, content })}
        errors={errors}
      />
    </>
  );
}
