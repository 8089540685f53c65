/**
 * A multipart/form-data body with text fields (written first, as the upload routes expect) and one file, for calls
 * the server makes to itself (demo content) and for tests.
 */
export const multipartBody = (file: { field: string; fileName: string; content: Buffer; mimeType?: string }, fields: Record<string, string> = {}) => {
  const boundary = `----plataforma${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.mimeType ?? 'application/octet-stream'}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
