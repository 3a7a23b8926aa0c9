import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENV } from '#shared/environment';
import { boundName, storage } from './support/aws';

/** The XML error S3 answers, reduced to what a test reads. */
async function s3Error(response: Response): Promise<{ status: number; contentType: string | null; code: string | undefined; message: string | undefined }> {
  const body = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    code: /<Code>([^<]*)<\/Code>/.exec(body)?.[1],
    message: /<Message>([^<]*)<\/Message>/.exec(body)?.[1],
  };
}

/** Changes one hex digit of the URL's X-Amz-Signature. */
function withTamperedSignature(url: string): string {
  const parsed = new URL(url);
  const signature = parsed.searchParams.get('X-Amz-Signature')!;
  const last = signature.at(-1) === '0' ? '1' : '0';
  parsed.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${last}`);
  return parsed.toString();
}

describe('presigned URLs and signatures on the twin’s S3', () => {
  const bucket = () => boundName(ENV.mediaBucket);
  const key = `tests/signatures/${randomUUID()}.txt`;
  const otherKey = `tests/signatures/${randomUUID()}.txt`;
  const presign = (objectKey: string, options: { expiresIn?: number; signingDate?: Date; client?: S3Client } = {}) =>
    getSignedUrl(options.client ?? storage(), new GetObjectCommand({ Bucket: bucket(), Key: objectKey }), {
      expiresIn: options.expiresIn ?? 300,
      ...(options.signingDate ? { signingDate: options.signingDate } : {}),
    });

  beforeAll(async () => {
    // The SDK's own header-signed requests must still pass the check.
    await storage().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: 'il était une fois', ContentType: 'text/plain; charset=utf-8' }));
    await storage().send(new PutObjectCommand({ Bucket: bucket(), Key: otherKey, Body: 'secret', ContentType: 'text/plain; charset=utf-8' }));
  });

  afterAll(async () => {
    for (const objectKey of [key, otherKey]) await storage().send(new DeleteObjectCommand({ Bucket: bucket(), Key: objectKey }));
  });

  it('should serve the object to a valid presigned URL', async () => {
    // Arrange
    const url = await presign(key);

    // Act
    const response = await fetch(url);

    // Assert
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('il était une fois');
  });

  it('should serve a valid presigned URL to a key with spaces, accents and reserved characters, with a response header asked in the query', async () => {
    // Arrange
    const oddKey = `tests/signatures/${randomUUID()}/Léa & le dragon (1)!*'.txt`;
    await storage().send(new PutObjectCommand({ Bucket: bucket(), Key: oddKey, Body: 'conte', ContentType: 'text/plain; charset=utf-8' }));
    const url = await getSignedUrl(storage(), new GetObjectCommand({ Bucket: bucket(), Key: oddKey, ResponseContentDisposition: 'attachment; filename="conte.txt"' }), {
      expiresIn: 300,
    });

    // Act
    const response = await fetch(url);
    await storage().send(new DeleteObjectCommand({ Bucket: bucket(), Key: oddKey }));

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="conte.txt"');
    expect(await response.text()).toBe('conte');
  });

  it('should answer 403 SignatureDoesNotMatch in XML to a URL whose signature was changed', async () => {
    // Arrange
    const url = withTamperedSignature(await presign(key));

    // Act
    const refusal = await s3Error(await fetch(url));

    // Assert
    expect(refusal).toMatchObject({ status: 403, contentType: 'application/xml', code: 'SignatureDoesNotMatch' });
  });

  it('should answer 403 to a URL signed for one object and pointed at another', async () => {
    // Arrange
    const signed = new URL(await presign(key));
    signed.pathname = signed.pathname.replace(key, otherKey);

    // Act
    const refusal = await s3Error(await fetch(signed));

    // Assert
    expect(refusal).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('should answer 403 to a URL signed with the right key id and another secret', async () => {
    // Arrange
    const forger = new S3Client({ endpoint: inject('s3Endpoint'), region: 'eu-west-3', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'guessed' } });
    const url = await presign(key, { client: forger });

    // Act
    const refusal = await s3Error(await fetch(url));

    // Assert
    expect(refusal).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('should answer 403 AccessDenied « Request has expired » to a URL past its X-Amz-Expires', async () => {
    // Arrange: signed two minutes ago for one minute.
    const url = await presign(key, { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) });

    // Act
    const refusal = await s3Error(await fetch(url));

    // Assert
    expect(refusal).toEqual({ status: 403, contentType: 'application/xml', code: 'AccessDenied', message: 'Request has expired' });
  });

  it('should serve a URL signed a while ago that is still within its X-Amz-Expires', async () => {
    // Arrange: signed two minutes ago for five.
    const url = await presign(key, { expiresIn: 300, signingDate: new Date(Date.now() - 120_000) });

    // Act
    const response = await fetch(url);

    // Assert
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });

  it('should answer 403 AccessDenied to an unsigned request, as a private bucket does', async () => {
    // Arrange
    const url = `${inject('s3Endpoint')}/${bucket()}/${key}`;

    // Act
    const refusal = await s3Error(await fetch(url));

    // Assert
    expect(refusal).toMatchObject({ status: 403, code: 'AccessDenied' });
  });
});
