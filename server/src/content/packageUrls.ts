// Package files are reached on the content origin at /p/<package guid>/<exp>/<sig>/<path>: the signature (the file URL
// key, over "scorm:<guid>" and the expiry) opens one package for everyone holding the URL, for 2 hours — like a signed
// file URL, and for the same reason: the content origin has no session and must not have one.
import { checkSignature, expiryFor, signature, type SignatureCheck } from '../storage/signing';

const subject = (packageGuid: string) => `scorm:${packageGuid}`;

/** The signed prefix of a package's files on the content origin (ends with a slash). */
export function packagePrefix(key: Buffer, packageGuid: string, now: Date = new Date()): string {
  const exp = expiryFor(now);
  return `/p/${packageGuid}/${exp}/${signature(key, subject(packageGuid), exp)}/`;
}

export function checkPackageSignature(key: Buffer, packageGuid: string, exp: number, sig: string, now: Date = new Date()): SignatureCheck {
  return checkSignature(key, subject(packageGuid), exp, sig, now);
}
