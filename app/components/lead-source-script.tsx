import { LEAD_SOURCE_FIELDS } from "#app/requests/lead-source";

const STORAGE_KEY = "lead-source";

/**
 * Where this visit came from, first-party and without a cookie: on the first page of the visit
 * the landing path, another site's referrer and the URL's utm_* and gclid are kept in this tab's
 * sessionStorage; whenever a form of the site is sent, its hidden source fields are filled from
 * them. Plain script in the page (no React), so it works on pages that are not hydrated yet.
 */
const script = `(function(){try{var k=${JSON.stringify(STORAGE_KEY)},f=${JSON.stringify(LEAD_SOURCE_FIELDS)},s=sessionStorage;
if(!s.getItem(k)){var u=new URL(location.href),r="";try{r=document.referrer&&new URL(document.referrer).origin!==u.origin?document.referrer:""}catch(e){}
var v={};v[f.landingPage]=u.pathname;v[f.referrer]=r;["utmSource","utmMedium","utmCampaign","utmTerm","utmContent","gclid"].forEach(function(n){v[f[n]]=u.searchParams.get(f[n])||""});
s.setItem(k,JSON.stringify(v))}
document.addEventListener("submit",function(e){var v=JSON.parse(s.getItem(k)||"{}");Object.keys(v).forEach(function(n){var i=e.target.elements&&e.target.elements[n];if(i&&i.type==="hidden")i.value=v[n]})},true)}catch(e){}})();`;

export function LeadSourceScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
