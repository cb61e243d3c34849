import { describe, expect, it } from 'vitest';
import { paymentNeedsAttention, planOf } from './get-plan.ts';

describe('the plan rule', () => {
  it('no subscription is Free', () => {
    expect(planOf(undefined)).toBe('free');
    expect(planOf(null)).toBe('free');
  });

  it.each([
    ['active', 'pro'],
    ['trialing', 'pro'],
    ['past_due', 'pro'],
    ['canceled', 'free'],
    ['unpaid', 'free'],
    ['incomplete', 'free'],
    ['incomplete_expired', 'free'],
    ['paused', 'free'],
    ['', 'free'],
  ] as const)('plan type pro with status %s → %s', (status, plan) => {
    expect(planOf({ planType: 'pro', status })).toBe(plan);
  });

  it('only the plan type pro counts, in any letter case', () => {
    expect(planOf({ planType: 'PRO', status: 'Active' })).toBe('pro');
    expect(planOf({ planType: 'free', status: 'active' })).toBe('free');
    expect(planOf({ planType: 'not-pro', status: 'active' })).toBe('free');
    expect(planOf({ planType: 'enterprise', status: 'active' })).toBe('free');
  });

  it('past_due is the only Pro state that asks for attention', () => {
    expect(paymentNeedsAttention({ planType: 'pro', status: 'past_due' })).toBe(true);
    expect(paymentNeedsAttention({ planType: 'pro', status: 'active' })).toBe(false);
    expect(paymentNeedsAttention({ planType: 'pro', status: 'unpaid' })).toBe(false);
    expect(paymentNeedsAttention(undefined)).toBe(false);
  });
});
