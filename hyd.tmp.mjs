import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox"] });
const page = await b.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 300)));
for (const p of process.argv.slice(2)) { await page.goto("http://127.0.0.1:3906" + p); await page.waitForTimeout(1500); }
await b.close();
