import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reacao } from '@plataforma/shared/learner';
import { confirmAction } from '../../../components/confirm.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useActiveTenant } from '../../../lib/session.ts';
import { LISTS_KEY, detailKey, setBookmark, setReaction, setSubscription, type ItemDetail } from '../api/learner.ts';
import { sharePath, type ItemRef } from '../utils/type-and-id.ts';

export type ItemActionName = 'favorite' | 'enrol' | 'unenrol' | 'react' | 'share';

/** The absolute share link of an item (its /catalog?view= path on this site). */
export const shareUrl = (ref: ItemRef): string => `${window.location.origin}${sharePath(ref)}`;

/**
 * The actions on an item (2-learner §4): favourite, enrol, unenrol (after a confirmation), react and share. Only one
 * runs at a time (`busy` names it); each updates the cached detail and refreshes the lists.
 */
export function useItemActions(ref: ItemRef) {
  const { t } = useTranslation('learner');
  const client = useQueryClient();
  const tenant = useActiveTenant();
  const [busy, setBusy] = useState<ItemActionName | null>(null);
  const running = useRef(false);

  const patchDetail = useCallback(
    (patch: (detail: ItemDetail) => ItemDetail) => {
      client.setQueryData<ItemDetail>(detailKey(ref.kind, ref.id, tenant), (old) => (old ? patch(old) : old));
    },
    [client, ref.kind, ref.id, tenant],
  );
  const refresh = useCallback(
    (withDetail: boolean) => {
      void client.invalidateQueries({ queryKey: LISTS_KEY });
      if (withDetail) void client.invalidateQueries({ queryKey: detailKey(ref.kind, ref.id, tenant), exact: true });
    },
    [client, ref.kind, ref.id, tenant],
  );

  const run = useCallback(async (name: ItemActionName, action: () => Promise<void>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(name);
    try {
      await action();
      return true;
    } catch (error) {
      notifyError(error, t('feedback.somethingWrong'));
      return false;
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, [t]);

  /** Sets the favourite flag (the caller has already flipped it on screen); false when the call failed. */
  const favorite = useCallback(
    (next: boolean) =>
      run('favorite', async () => {
        const reply = await setBookmark(ref.kind, ref.id, next);
        patchDetail((old) => ({ ...old, detail: { ...old.detail, favorito: reply.favorito } }) as ItemDetail);
        refresh(false);
      }),
    [run, ref.kind, ref.id, patchDetail, refresh],
  );

  const enrol = useCallback(
    () =>
      run('enrol', async () => {
        if (ref.kind === 'midia') return;
        await setSubscription(ref.kind, ref.id, true);
        notifySuccess(t('feedback.enrolled'));
        refresh(true);
      }),
    [run, ref.kind, ref.id, refresh, t],
  );

  const unenrol = useCallback(
    async (title: string) => {
      if (ref.kind === 'midia' || running.current) return false;
      const confirmed = await confirmAction({
        title: t('feedback.unenrolTitle'),
        message: t('feedback.unenrolMessage', { title }),
        confirmLabel: t('feedback.unenrolConfirm'),
        cancelLabel: t('feedback.keep'),
        tone: 'danger',
        testId: 'unenrol-confirm',
      });
      if (!confirmed) return false;
      const kind = ref.kind;
      return run('unenrol', async () => {
        await setSubscription(kind, ref.id, false);
        notifySuccess(t('feedback.unenrolled'));
        refresh(true);
      });
    },
    [run, ref.kind, ref.id, refresh, t],
  );

  /** Sets (or with null removes) the caller's reaction; a refusal before completion shows the spec's message. */
  const react = useCallback(
    (reacao: Reacao | null) =>
      run('react', async () => {
        try {
          const reply = await setReaction(ref.kind, ref.id, reacao);
          patchDetail((old) => ({ ...old, detail: { ...old.detail, reacao: reply.reacao, totalReacoes: reply.totalReacoes } }) as ItemDetail);
          notifySuccess(reply.reacao ? t('feedback.reactionSaved') : t('feedback.reactionRemoved'));
          refresh(false);
        } catch (error) {
          if (isApiError(error) && error.status === 422) {
            notifyWarning(error.firstMessage ?? t('feedback.reactAfterCompletion'));
            return;
          }
          throw error;
        }
      }),
    [run, ref.kind, ref.id, patchDetail, refresh, t],
  );

  /** Copies the share link (/catalog?view=...) to the clipboard. */
  const share = useCallback(
    () =>
      run('share', async () => {
        const url = shareUrl(ref);
        try {
          await navigator.clipboard.writeText(url);
          notifySuccess(t('feedback.shareCopied'));
        } catch {
          notifyInfo(t('feedback.shareFailed', { url }), { autoClose: 10_000 });
        }
      }),
    [run, ref, t],
  );

  return { busy, favorite, enrol, unenrol, react, share };
}
