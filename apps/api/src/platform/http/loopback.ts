/** localhost (and *.localhost), 127.0.0.0/8 and [::1]: names that always mean this machine. */
export function isLoopbackName(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
    hostname === "[::1]"
  );
}
