import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** One request the fake push service received. */
export interface PushRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service of our own on 127.0.0.1 that records what it receives (issue 27: "test the push path
 * against a local endpoint"). web-push speaks only https, so it serves TLS with a throwaway self-signed
 * certificate made by openssl; `agent` trusts exactly that certificate. `status` answers per path
 * (default 201 Created, as real push services do).
 */
export class LocalPushService {
  readonly requests: PushRequest[] = [];
  readonly status = new Map<string, number>();
  agent!: Agent;
  private server!: Server;
  private dir!: string;

  async start(): Promise<void> {
    this.dir = mkdtempSync(path.join(os.tmpdir(), "arthshala-push-"));
    const key = path.join(this.dir, "key.pem");
    const cert = path.join(this.dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    const pem = { key: readFileSync(key), cert: readFileSync(cert) };
    this.agent = new Agent({ ca: pem.cert, keepAlive: false });
    this.server = createServer(pem, (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const url = req.url ?? "/";
        this.requests.push({
          method: req.method ?? "",
          path: url,
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        res.writeHead(this.status.get(url) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
  }

  /** An endpoint on this service: `https://127.0.0.1:<port><path>`. */
  endpoint(pathname: string): string {
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}${pathname}`;
  }

  async stop(): Promise<void> {
    this.agent?.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A browser's side of a subscription: a real P-256 key pair and auth secret (what pushManager.subscribe
 * makes), so web-push can encrypt to it and the test can decrypt what arrived.
 */
export class FakeBrowser {
  private readonly ecdh = createECDH("prime256v1");
  readonly authSecret = randomBytes(16);

  constructor() {
    this.ecdh.generateKeys();
  }

  keys() {
    return {
      p256dh: this.ecdh.getPublicKey().toString("base64url"),
      auth: this.authSecret.toString("base64url"),
    };
  }

  /** Decrypts an aes128gcm push message body (RFC 8291 / RFC 8188, one record). */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverKey);
    const info = Buffer.concat([Buffer.from("WebPush: info\0"), this.ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync("sha256", shared, this.authSecret, info, 32));
    const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
    const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then any padding zeros.
    let end = plain.length;
    while (end > 0 && plain[end - 1] === 0) end--;
    return plain.subarray(0, end - 1).toString("utf8");
  }
}
