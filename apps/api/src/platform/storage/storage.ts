import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "../http/errors.js";
import { sniffType, type UploadKind } from "./sniff.js";

export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: 5 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  video: 100 * 1024 * 1024,
};

const KIND_WORDS: Record<UploadKind, string> = {
  image: "an image (PNG, JPEG, GIF, WebP or AVIF)",
  audio: "an audio file (MP3, M4A, OGG, WAV or FLAC)",
  video: "a video (MP4 or WebM)",
};

export interface StoredFile {
  url: string;
  fileName: string;
  mime: string;
  sizeBytes: number;
  kind: UploadKind;
}

/** Files under DATA_DIR/uploads with random server-made names, served at /uploads/. */
export class UploadStorage {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** Streams to a temporary file, counting bytes, then checks the type from the bytes themselves. */
  async save(kind: UploadKind, source: Readable): Promise<StoredFile> {
    const limit = UPLOAD_LIMITS[kind];
    const tmp = path.join(this.dir, `.incoming-${randomUUID()}`);
    let size = 0;
    let head = Buffer.alloc(0);
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limit) {
          done(
            new AppError(
              413,
              `The file is too large: ${kind} files may be at most ${limit / 1024 / 1024} MB.`,
            ),
          );
          return;
        }
        if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64 - head.length)]);
        done(null, chunk);
      },
    });
    const sink = createWriteStream(tmp, { flags: "wx" });
    try {
      await pipeline(source, meter, sink);
      // @fastify/multipart marks a stream it cut at its own limit as truncated instead of failing it.
      if ((source as Readable & { truncated?: boolean }).truncated) {
        throw new AppError(
          413,
          `The file is too large: ${kind} files may be at most ${limit / 1024 / 1024} MB.`,
        );
      }
      if (size === 0) throw new AppError(400, "The file is empty.");
      const type = sniffType(head);
      if (!type || type.kind !== kind) {
        throw new AppError(415, `This file type is not allowed here. Please upload ${KIND_WORDS[kind]}.`);
      }
      const fileName = `${randomUUID()}.${type.ext}`;
      await rename(tmp, path.join(this.dir, fileName));
      return { url: `/uploads/${fileName}`, fileName, mime: type.mime, sizeBytes: size, kind };
    } catch (err) {
      // A body that fails at once can end the pipeline while the file is still being opened: the open
      // then creates it after a removal, leaving a stray .incoming file (CI met it). Wait for the file to
      // be closed, so it exists if it ever will, then remove it.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once("close", () => resolve()));
      await rm(tmp, { force: true });
      if (err instanceof AppError) throw err;
      if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw new AppError(
          413,
          `The file is too large: ${kind} files may be at most ${limit / 1024 / 1024} MB.`,
        );
      }
      throw err;
    }
  }

  /** Removes a stored file by its public URL (used when the row that named it is gone for good). */
  async remove(url: string): Promise<void> {
    const name = path.basename(url);
    if (!/^[0-9a-f-]{36}\.[a-z0-9]+$/.test(name)) return;
    await rm(path.join(this.dir, name), { force: true });
  }
}
