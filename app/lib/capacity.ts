/** The database accepts 0-100 bookings per window (window_capacities_capacity_check). */
export const MAX_CAPACITY = 100;
