/** Command-line options of `npm run demo-data`. */
export interface DemoDataOptions {
  users: number;
  analyses: number;
  visits: number;
  days: number;
}

const DEFAULTS: DemoDataOptions = { users: 200, analyses: 2000, visits: 10000, days: 90 };
const LIMITS: Record<keyof DemoDataOptions, [number, number]> = {
  users: [0, 10_000_000],
  analyses: [0, 100_000_000],
  visits: [0, 500_000_000],
  days: [1, 3650],
};

/** Parses `--users N --analyses N --visits N --days N` (each optional); throws a readable message. */
export function parseDemoDataArgs(argv: string[]): DemoDataOptions {
  const options = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    const name = flag.replace(/^--/, '') as keyof DemoDataOptions;
    if (!flag.startsWith('--') || !(name in LIMITS))
      throw new Error(`Unknown option ${flag}. Use --users, --analyses, --visits, --days.`);
    const raw = argv[i + 1];
    if (raw === undefined || !/^\d+$/.test(raw)) throw new Error(`${flag} needs a whole number.`);
    const value = Number(raw);
    const [min, max] = LIMITS[name];
    if (value < min || value > max) throw new Error(`${flag} must be between ${min} and ${max}.`);
    options[name] = value;
  }
  return options;
}
