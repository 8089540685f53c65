import type { Watermark } from '../content/media.ts';
import type { ClientSettings } from './contracts.ts';

/**
 * The watermark a new repository object starts from (1-shell §3 waterMark): the company's eight person fields, on
 * when the company includes the watermark in PDFs. The object form and POST midia without a watermark use it.
 */
export const watermarkFromCompanyDefaults = (company: ClientSettings['waterMark']): Watermark => {
  const u = company.user;
  return {
    enabled: company.includeWaterMarkInPDF,
    userName: u.name,
    email: u.email,
    company: u.company,
    unit: u.businessUnit,
    department: u.department,
    position: u.role,
    dateTime: u.registrationDate,
    ip: u.ip,
  };
};
