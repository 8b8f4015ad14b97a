import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { contentType } from "mime-types";
import { dropDocumentOnlyHeaders } from "./security";

type Asset = { type: string; bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer } };

/**
 * The build's hashed files (/assets/…), read into memory at start and sent from there in the
 * encoding the browser takes: the `.br` or `.gz` written at build time
 * (scripts/compress-assets.ts), else the file itself. A page asks for a dozen of them at once
 * after its first paint; sent this way, without a file lookup each, the last one comes
 * sooner. They never change, so they need no validators, and they are not logged.
 */
export function buildAssets(assetsDir: string): RequestHandler {
  const assets = readAssets(assetsDir);
  return (req, res, next) => {
    if (!req.path.startsWith("/assets/")) return next();
    const asset = assets.get(req.path.slice("/assets/".length));
    if (!asset || (req.method !== "GET" && req.method !== "HEAD")) {
      res.status(404).type("text/plain").send("Not found.");
      return;
    }
    // Brotli first: browsers list gzip before it, with the same weight.
    const encoding = (["br", "gzip"] as const).find((e) => asset.bodies[e] && req.acceptsEncodings(e));
    const body = encoding ? asset.bodies[encoding]! : asset.bodies.identity;
    dropDocumentOnlyHeaders(res, req.path);
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

function readAssets(dir: string) {
  const assets = new Map<string, Asset>();
  const names = fs.readdirSync(dir, { recursive: true, encoding: "utf8" });
  const present = new Set(names);
  for (const name of names) {
    const file = path.join(dir, name);
    if (/\.(br|gz)$/.test(name) || !fs.statSync(file).isFile()) continue;
    const bodies: Asset["bodies"] = { identity: fs.readFileSync(file) };
    if (present.has(`${name}.br`)) bodies.br = fs.readFileSync(`${file}.br`);
    if (present.has(`${name}.gz`)) bodies.gzip = fs.readFileSync(`${file}.gz`);
    assets.set(name.split(path.sep).join("/"), {
      type: contentType(path.extname(name)) || "application/octet-stream",
      bodies,
    });
  }
  return assets;
}
