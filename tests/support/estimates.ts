import type { EstimateInput } from "#app/estimates/estimate-form";

/** An estimate's first option as the estimate tests write it: a part and its labour, the fee credited. */
export const fanMotorOption = (): EstimateInput["options"][number] => ({
  name: "Replace the evaporator fan motor",
  creditDiagnostic: true,
  lines: [
    { kind: "part", description: "Evaporator fan motor", partNumber: "W10312695", quantity: 1, unitPriceCents: 12900 },
    { kind: "labour", description: "Labour", partNumber: "", quantity: 1, unitPriceCents: 16000 },
  ],
});
