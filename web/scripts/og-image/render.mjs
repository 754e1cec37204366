// Renders the share image (og-image.html → web/public/og-image.png, 1200×630) and the square logo search engines show
// (favicon.svg → web/public/logo.png, 512×512) with headless Chromium. The PNGs are committed, so a build needs no
// browser; run this only after changing a source. CHROMIUM_PATH overrides /usr/bin/chromium.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const images = [
  { source: new URL("./og-image.html", import.meta.url), target: "og-image.png", size: "1200,630" },
  { source: new URL("../../public/favicon.svg", import.meta.url), target: "logo.png", size: "512,512" },
];

for (const { source, target, size } of images) {
  const output = fileURLToPath(new URL(`../../public/${target}`, import.meta.url));
  const profile = mkdtempSync(join(tmpdir(), "og-image-"));
  try {
    execFileSync(
      process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
        `--user-data-dir=${profile}`,
        `--window-size=${size}`,
        "--force-device-scale-factor=1",
        `--screenshot=${output}`,
        source.href,
      ],
      { stdio: "ignore" },
    );
    console.log(`Wrote ${output}`);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
