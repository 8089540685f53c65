import { onCorrectionReleased } from '../assessments';
import { onCertificateIssued } from '../certificates';
import { onCommunicationPublished } from '../communications';
import { onEnrolmentStarted } from '../enrolment';
import { onExternalCertificateAnswered } from '../external-certificates';
import { notifyInLanguage } from './push.notify';
import * as repo from './push.repository';

/**
 * The events that become notifications (issue 21; docs/push.md), each written in the event's own transaction in the
 * person's language. Answers the function that removes the listeners.
 */
export const listenForNotifications = (): (() => void) => {
  const offs = [
    onCorrectionReleased((tx, e) =>
      notifyInLanguage(tx, {
        tenantId: e.tenantId,
        usuarioIds: [e.usuarioId],
        kind: 'correcao',
        titleKey: 'push.correctionTitle',
        contentKey: 'push.correctionContent',
        params: { titulo: e.titulo, nota: e.nota },
        link: '/gestao/minhas-avaliacoes',
      }).then(() => undefined),
    ),
    onCertificateIssued((tx, e) =>
      notifyInLanguage(tx, {
        tenantId: e.tenantId,
        usuarioIds: [e.usuarioId],
        kind: 'certificado',
        titleKey: 'push.certificateTitle',
        contentKey: 'push.certificateContent',
        params: { titulo: e.titulo },
        link: '/gestao/progresso',
      }).then(() => undefined),
    ),
    onExternalCertificateAnswered((tx, e) =>
      notifyInLanguage(tx, {
        tenantId: e.tenantId,
        usuarioIds: [e.usuarioId],
        kind: 'certificadoExterno',
        titleKey: e.aprovado ? 'push.externalApprovedTitle' : 'push.externalDeniedTitle',
        contentKey: 'push.externalContent',
        params: { nome: e.nome },
        link: '/gestao/certificados-externos',
      }).then(() => undefined),
    ),
    // A communication published for its audience: the pop-up shows it at the next sign-in; the user menu lists it.
    onCommunicationPublished((tx, e) =>
      notifyInLanguage(tx, {
        tenantId: e.tenantId,
        usuarioIds: e.usuarioIds,
        kind: 'comunicacao',
        titleKey: 'push.communicationTitle',
        contentKey: 'push.communicationContent',
        params: { titulo: e.titulo },
        link: '/home',
      }).then(() => undefined),
    ),
    // Only an administrator's enrolment of other people: not one's own, nor a rule's (inscritoPorId null).
    onEnrolmentStarted(async (tx, e) => {
      if (!e.inscritoPorId) return;
      const usuarioIds = e.usuarioIds.filter((id) => id !== e.inscritoPorId);
      if (usuarioIds.length === 0) return;
      const titulo = await repo.contentTitle(tx, e.tenantId, e.tipo, e.contentId);
      await notifyInLanguage(tx, {
        tenantId: e.tenantId,
        usuarioIds,
        kind: 'inscricao',
        titleKey: 'push.enrolmentTitle',
        contentKey: 'push.enrolmentContent',
        params: { titulo },
        link: '/gestao/progresso',
      });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
};
