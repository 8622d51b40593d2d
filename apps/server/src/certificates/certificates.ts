import { randomUUID } from 'node:crypto';
import { and, arrayContains, asc, eq, isNull } from 'drizzle-orm';
import type { Certificate, CertificateContent, CertificateCreated, CertificateRequest, SignedCertificate } from '@volunteering/shared/certificate-schemas';
import { isoInZone } from '@volunteering/shared/event-time';
import { DEFAULT_LANGUAGE } from '@volunteering/shared/i18n/languages';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { certificateTexts } from '@volunteering/shared/texts/certificates';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { certificates, user } from '../db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../domain-errors.ts';
import { eventHoursOf, hoursOf } from '../impact/impact-repository.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { canonicalPayload, qrText, type CertificateSigner } from './certificate-signing.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Revokes, in the caller's transaction, every valid certificate of `userId` that counts hours at
 * `eventId`: called wherever those hours are withdrawn (an attendance mark removed, hours rejected).
 */
export async function revokeCertificatesCounting(tx: Db, userId: string, eventId: string, at: Date): Promise<void> {
  await tx
    .update(certificates)
    .set({ revokedAt: at })
    .where(and(eq(certificates.userId, userId), arrayContains(certificates.eventIds, [eventId]), isNull(certificates.revokedAt)));
}

/** Where a certificate is checked by anyone, and where its owner gets its PDF. */
export const certificateUrls = (publicUrl: string, id: string) => ({
  pdfUrl: `${publicUrl}/api/certificates/${id}/pdf`,
  verifyUrl: `${publicUrl}/verify/${id}`,
});

/** A person's certificates, the oldest first, as the account's export lists them (decision 073). */
export async function certificatesOf(tx: Db, userId: string, publicUrl: string) {
  const rows = await tx.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.issuedAt), asc(certificates.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.revokedAt ? ('revoked' as const) : ('valid' as const),
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    hours: row.content.hours,
    from: row.content.from,
    to: row.content.to,
    eventIds: row.eventIds,
    ...certificateUrls(publicUrl, row.id),
  }));
}

/** Certificates of hours (issue 39, decision 069), as `app.certificates`. */
export function createCertificates({ db, now, publicUrl, signer }: { db: Db; now: () => Date; publicUrl: string; signer: CertificateSigner }) {
  const verifyUrl = (id: string) => certificateUrls(publicUrl, id).verifyUrl;

  async function row(id: string) {
    if (!UUID.test(id)) throw new NotFound(messageOf(certificateTexts, 'notFound'));
    const [found] = await db.select().from(certificates).where(eq(certificates.id, id));
    if (!found) throw new NotFound(messageOf(certificateTexts, 'notFound'));
    return found;
  }

  return {
    /** The key anyone checks a certificate's signature with (/verify/key). */
    key: signer.key,

    /** A certificate of the caller's hours at one event or in a period; refused when they have none there. */
    async create(volunteer: Viewer, request: CertificateRequest): Promise<CertificateCreated> {
      const at = now();
      return db.transaction(async (tx) => {
        const scope = request.eventId !== undefined ? { eventId: request.eventId } : { from: request.from!, to: request.to! };
        const counted = (await eventHoursOf(tx, volunteer.userId, at, scope)).filter((event) => event.minutes > 0);
        if (counted.length === 0) throw new Conflict(messageOf(certificateTexts, 'noHours'));
        const [person] = await tx.select({ name: user.name }).from(user).where(eq(user.id, volunteer.userId));
        const events = counted.map(({ minutes, ...event }) => ({ ...event, hours: hoursOf(minutes) }));
        const only = request.eventId !== undefined ? events[0]! : undefined;
        const day = only ? isoInZone(new Date(only.date), only.timeZone).slice(0, 10) : undefined;
        const content: CertificateContent = {
          name: person?.name ?? volunteer.name,
          hours: hoursOf(counted.reduce((sum, event) => sum + event.minutes, 0)),
          events,
          organizations: [...new Set(events.flatMap((event) => (event.organization ? [event.organization] : [])))],
          from: day ?? request.from!,
          to: day ?? request.to!,
          eventId: only?.id ?? null,
          language: request.language ?? DEFAULT_LANGUAGE,
        };
        const id = randomUUID();
        const signed: SignedCertificate = {
          v: 1,
          id,
          name: content.name,
          hours: content.hours,
          events: events.length,
          title: only?.title ?? null,
          organizations: content.organizations,
          from: content.from,
          to: content.to,
          issuer: publicUrl,
          issuedAt: at.toISOString(),
        };
        const payload = canonicalPayload(signed);
        await tx.insert(certificates).values({
          id,
          userId: volunteer.userId,
          eventIds: events.map((event) => event.id),
          payload: payload.toString('utf8'),
          signature: signer.sign(payload),
          content,
          issuedAt: at,
        });
        return { id, ...certificateUrls(publicUrl, id) };
      });
    },

    /** A certificate as anyone may read it, valid or revoked. */
    async get(id: string): Promise<Certificate> {
      const found = await row(id);
      const { content } = found;
      return {
        id: found.id,
        name: content.name,
        hours: content.hours,
        events: content.events,
        organizations: content.organizations,
        from: content.from,
        to: content.to,
        eventId: content.eventId,
        language: content.language,
        issuer: (JSON.parse(found.payload) as SignedCertificate).issuer,
        issuedAt: found.issuedAt.toISOString(),
        status: found.revokedAt ? 'revoked' : 'valid',
        revokedAt: found.revokedAt?.toISOString() ?? null,
        signed: { payload: Buffer.from(found.payload, 'utf8').toString('base64url'), signature: found.signature },
      };
    },

    /** The certificate's PDF, for the person it is for only. */
    async pdf(owner: Viewer, id: string): Promise<Buffer> {
      const found = await row(id);
      if (found.userId !== owner.userId) throw new Forbidden(messageOf(certificateTexts, 'notYours'));
      return certificatePdf({
        id: found.id,
        issuedAt: found.issuedAt,
        content: found.content,
        verifyUrl: verifyUrl(found.id),
        qr: qrText(verifyUrl(found.id), found.payload, found.signature),
      });
    },
  };
}

export type Certificates = ReturnType<typeof createCertificates>;
