import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import TestAgent from 'supertest/lib/agent';
import { useTestApp, type TestApp } from '../support/app';

/** Renders an SVG to pixels and reads the QR code in it, as a phone's camera would. */
function decode(svg: string): string | undefined {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 400 }, background: '#ffffff' }).render();
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data;
}

describe('certificate QR code', () => {
  let t: TestApp;
  let admin: TestAgent;
  useTestApp((app, agent) => ((t = app), (admin = agent)));

  const create = async (certificateNumber: string) => {
    const res = await admin.post('/api/admin/certificates').send({
      name: 'Sita Sharma',
      fatherName: 'Ram Sharma',
      courseTaken: 'Electrician',
      duration: '390 hours',
      trainingDate: '2024-03-01',
      dateOfBirth: '1999-04-17',
      certificateNumber,
    });
    return res.body.id as string;
  };

  it('answers an SVG that decodes to the verification page with the number', async () => {
    const id = await create('CTEVT/2081 #7');
    const res = await admin
      .get(`/api/admin/certificates/${id}/qr.svg`)
      .buffer(true)
      .parse((r, done) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString('utf8')));
        r.on('end', () => done(null, body));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(decode(res.body as string)).toBe(`${t.config.publicUrl}/certificate-verify?number=CTEVT%2F2081%20%237`);
  });

  it('answers 404 for an unknown certificate and 401 to a visitor', async () => {
    expect((await admin.get('/api/admin/certificates/00000000-0000-4000-8000-000000000000/qr.svg')).status).toBe(404);
    const id = await create('QR-2');
    expect((await t.agent().get(`/api/admin/certificates/${id}/qr.svg`)).status).toBe(401);
  });
});
