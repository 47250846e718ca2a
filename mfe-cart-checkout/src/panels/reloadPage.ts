/** A full page reload: after a new pincode every app starts again from the server's answer for it (spec §7). */
export function reloadPage(): void {
  window.location.reload();
}
