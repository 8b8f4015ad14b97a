/** The Chromium the tests and benches launch, and the flags this machine needs. */
export function chromiumPath(): string;
export const chromiumArgs: string[];
export function testChromiumPath(): string;
export const hasDebianShell: () => boolean;
