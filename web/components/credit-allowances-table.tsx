import { Plural, Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { getCreditAllowances, type ToolAllowance } from '../../domain/pricing/get-credit-allowances';
import { PRICING_TIERS } from '../../domain/pricing/pricing-tiers';
import { getTierDisplayPrice } from '../../domain/pricing/get-tier-display-price';
import { PRICING_MESSAGES } from '../i18n/pricing-messages';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { CreditAmount } from './credit-amount';

/** The credits each paid card headlines: Premium's first bundle, Pro's and Business's monthly credits. */
interface HeadlinedCredits {
  name: string;
  credits: number;
  monthly: boolean;
}

function getHeadlinedCredits(): HeadlinedCredits[] {
  return PRICING_TIERS.flatMap((tier): HeadlinedCredits[] => {
    const price = getTierDisplayPrice(tier, 'usd', 'monthly');
    if (price.kind === 'pay_as_you_go') return [{ name: tier.name, credits: price.credits, monthly: false }];
    if (price.kind === 'subscription') return [{ name: tier.name, credits: price.credits, monthly: true }];
    return [];
  });
}

/** An allowance as people read it: whole minutes from a minute up (never rounded up), seconds below, or messages. */
function Allowance({ allowance }: { allowance: ToolAllowance }) {
  const { amount } = allowance;
  const minutes = Math.floor(amount / 60);
  if (allowance.unit === 'messages') return <Plural value={amount} one="# message" other="# messages" />;
  if (minutes >= 1) return <Plural value={minutes} one="# min" other="# min" />;
  return <Plural value={amount} one="# s" other="# s" />;
}

/** "What your credits buy": for each plan's headlined credits, the minutes of video (or messages) of every tool. */
export function CreditAllowancesTable() {
  const { i18n } = useLingui();
  const columns = getHeadlinedCredits().map((column) => ({ ...column, allowances: getCreditAllowances(column.credits) }));
  const tools = columns[0]?.allowances.map((allowance) => allowance.toolId) ?? [];
  return (
    <div className="card panel table-scroll" data-testid="credit-allowances">
      <table className="table allowances">
        <thead>
          <tr>
            <th scope="col"><Trans>Tool</Trans></th>
            {columns.map(({ name, credits, monthly }) => (
              <th scope="col" className="num" key={name}>
                {i18n._(PRICING_MESSAGES[name] ?? { id: name })}
                <div className="hint">
                  {monthly ? <Plural value={credits} one="# credit each month" other="# credits each month" /> : <CreditAmount value={credits} />}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tools.map((toolId, row) => (
            <tr key={toolId} data-tool={toolId}>
              <th scope="row">{i18n._(TOOL_MESSAGES[toolId].label)}</th>
              {columns.map((column) => (
                <td className="num" key={column.name}><Allowance allowance={column.allowances[row]!} /></td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
