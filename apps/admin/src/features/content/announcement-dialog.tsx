import {
  adminAnnouncementTypes,
  contentAdminRoutes,
  type TAdminAnnouncement,
  type TAdminAnnouncementType,
  type TAnnouncementInput,
} from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { fromZoneInput, toZoneInput } from '../../shared/lib/time';
import { Field, Input } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { NumberInput } from '../../shared/ui/number-input';
import { type Localized, TitleAndContentFields } from './localized-fields';
import { PictureField } from './picture-field';

export const announcementsKey = ['content', 'announcements'] as const;

interface Draft {
  type: TAdminAnnouncementType;
  title: Localized;
  content: Localized;
  imageUrl: string;
  linkUrl: string;
  sort: number;
  startsAt: string;
  /** Empty: on show until ended. */
  endsAt: string;
}

function draftOf(a: TAdminAnnouncement | null, timeZone: string): Draft {
  if (!a) {
    return {
      type: 'PL',
      title: { ms: '', en: '', zh: '' },
      content: { ms: '', en: '', zh: '' },
      imageUrl: '',
      linkUrl: '',
      sort: 0,
      startsAt: toZoneInput(new Date().toISOString(), timeZone),
      endsAt: '',
    };
  }
  return {
    type: a.type,
    title: a.title,
    content: a.content,
    imageUrl: a.imageUrl ?? '',
    linkUrl: a.linkUrl ?? '',
    sort: a.sort,
    startsAt: toZoneInput(a.startsAt, timeZone),
    endsAt: a.endsAt ? toZoneInput(a.endsAt, timeZone) : '',
  };
}

function bodyOf(d: Draft, timeZone: string): TAnnouncementInput {
  return {
    type: d.type,
    title: d.title,
    content: d.content,
    imageUrl: d.imageUrl.trim() || null,
    linkUrl: d.linkUrl.trim() || null,
    sort: d.sort,
    // A time the browser cannot read is sent as typed, so the server names the field.
    startsAt: fromZoneInput(d.startsAt, timeZone) ?? d.startsAt,
    endsAt: d.endsAt ? (fromZoneInput(d.endsAt, timeZone) ?? d.endsAt) : null,
  };
}

/**
 * A new announcement, or a change to one: its kind, words in three languages, picture (an address, or one uploaded
 * here, ADR 072), link, order and window.
 */
export function AnnouncementDialog({
  announcement,
  timeZone,
  onClose,
}: {
  announcement: TAdminAnnouncement | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(announcement, timeZone));
  const save = useMutation({
    mutationFn: () =>
      announcement
        ? callApi(contentAdminRoutes.updateAnnouncement, {
            params: { id: announcement.id },
            body: bodyOf(draft, timeZone),
          })
        : callApi(contentAdminRoutes.createAnnouncement, { body: bodyOf(draft, timeZone) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: announcementsKey });
      onClose();
    },
  });
  const issues = fieldIssues(save.error);
  const line = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    error?: string,
    hint?: string,
    type = 'text',
  ) => (
    <Field label={label} error={error} hint={hint}>
      {(field) => <Input {...field} type={type} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={announcement ? t('announcements.editTitle') : t('announcements.newTitle')}
      description={t('announcements.formHint')}
      onSubmit={() => save.mutate()}
      error={save.isError && Object.keys(issues).length === 0 ? save.error.message : null}
      submitLabel={t('save')}
      pending={save.isPending}
    >
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pr-1">
        <Field label={t('announcements.type')} error={issues.type}>
          {(field) => (
            <select
              {...field}
              value={draft.type}
              onChange={(e) => setDraft({ ...draft, type: e.target.value as TAdminAnnouncementType })}
              className="h-9 rounded border border-line bg-surface px-2 text-[13px]"
            >
              {adminAnnouncementTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`announcements.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TitleAndContentFields draft={draft} onChange={setDraft} errors={issues} />
        <PictureField
          value={draft.imageUrl}
          onChange={(imageUrl) => setDraft((current) => ({ ...current, imageUrl }))}
          error={issues.imageUrl}
        />
        {line(t('announcements.linkUrl'), draft.linkUrl, (linkUrl) => setDraft({ ...draft, linkUrl }), issues.linkUrl)}
        <NumberInput
          label={t('sort')}
          min={0}
          max={10_000}
          value={draft.sort}
          onChange={(sort) => setDraft({ ...draft, sort })}
          error={issues.sort}
        />
        {line(
          t('announcements.startsAt', { zone: timeZone }),
          draft.startsAt,
          (startsAt) => setDraft({ ...draft, startsAt }),
          issues.startsAt,
          undefined,
          'datetime-local',
        )}
        {line(
          t('announcements.endsAt', { zone: timeZone }),
          draft.endsAt,
          (endsAt) => setDraft({ ...draft, endsAt }),
          issues.endsAt,
          t('announcements.endsAtHint'),
          'datetime-local',
        )}
      </div>
    </FormDialog>
  );
}
