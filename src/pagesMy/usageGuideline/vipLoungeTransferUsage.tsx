import { LoungeRules } from './LoungeRules';

/** When a lounge voucher may pass to another person (spec section 9, "VIP lounge"). */
export default function VipLoungeTransferUsagePage() {
  return (
    <LoungeRules
      group="transferUsage"
      points={['which', 'times', 'name', 'validity', 'unused', 'others']}
      other={{ to: '/pagesMy/pages/usageGuideline/vipLoungeUsage', label: 'lounge.usageLink' }}
    />
  );
}
