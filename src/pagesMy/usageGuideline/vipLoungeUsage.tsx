import { LoungeRules } from './LoungeRules';

/** How a lounge voucher is used (spec section 9, "VIP lounge"). */
export default function VipLoungeUsagePage() {
  return (
    <LoungeRules
      group="usage"
      points={['validity', 'entry', 'show', 'hours', 'hongKong', 'child', 'names']}
      other={{ to: '/pagesMy/pages/usageGuideline/vipLoungeTransferUsage', label: 'lounge.transferLink' }}
    />
  );
}
