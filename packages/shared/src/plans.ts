/**
 * The plan catalogue (specification sections 3, 6 and 9). Prices are in paise; the screens divide
 * by 100. Features follow the plan feature matrix of section 6.
 */
export interface Plan {
  id: 1 | 2 | 3;
  name: 'Silver' | 'Gold' | 'Platinum';
  /** Paise. */
  price: number;
  /** Paise; the struck-through list price, where the catalogue shows one. */
  listPrice: number | null;
  discountLabel: string | null;
  validityMonths: number;
  validityLabel: string;
  /** Distinct full profiles that may be opened per calendar month; null is unlimited. */
  monthlyProfileViews: number | null;
  contactDetails: boolean;
  sendInterest: boolean;
  /** The privacy switches ('Premium User Benefits'). */
  premiumBenefits: boolean;
  horoscopeView: boolean;
  prioritySupport: boolean;
  chat: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 1,
    name: 'Silver',
    price: 149_900,
    listPrice: 200_000,
    discountLabel: null,
    validityMonths: 1,
    validityLabel: '1 Month',
    monthlyProfileViews: 15,
    contactDetails: true,
    sendInterest: true,
    premiumBenefits: false,
    horoscopeView: false,
    prioritySupport: false,
    chat: false,
  },
  {
    id: 2,
    name: 'Gold',
    price: 499_900,
    listPrice: null,
    discountLabel: '40% Off',
    validityMonths: 6,
    validityLabel: '6 Months',
    monthlyProfileViews: 100,
    contactDetails: true,
    sendInterest: true,
    premiumBenefits: true,
    horoscopeView: true,
    prioritySupport: true,
    chat: false,
  },
  {
    id: 3,
    name: 'Platinum',
    price: 999_900,
    listPrice: null,
    discountLabel: '50% Off',
    validityMonths: 12,
    validityLabel: '12 Months',
    monthlyProfileViews: null,
    contactDetails: true,
    sendInterest: true,
    premiumBenefits: true,
    horoscopeView: true,
    prioritySupport: true,
    chat: true,
  },
];

export function planById(id: number): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** The plan whose price (paise) this is; the specification names plans by price. */
export function planByPrice(price: number): Plan | undefined {
  return PLANS.find((p) => p.price === price);
}

/** Statuses of a plan record that count as active (specification section 3). */
export const ACTIVE_PLAN_STATUSES = ['Approved', 'COMPLETED'] as const;
