import { isUuid } from '@reelboard/shared/ids';
import { jwtVerify, SignJWT } from 'jose';

// The receipt of an add to cart that counted (ADR 0023): the server decides at the add
// whether the video counts for this buyer, and signs that decision, because the cart lives
// in the browser until checkout. The checkout keeps a line's video only with such a claim.

const AUDIENCE = 'reelboard:cart-claim';
const ALGORITHM = 'HS256';
/** A cart kept in the browser longer than this is bought without attribution. */
const VALID_SECONDS = 30 * 24 * 60 * 60;

export type CartClaim = {
  videoId: string;
  productId: string;
  /** The signed-in adder; null for a visitor. */
  userId: string | null;
};

export function createCartClaims(deps: { secret: string; now?: () => Date }) {
  const key = new TextEncoder().encode(deps.secret);
  const now = deps.now ?? (() => new Date());

  /** The claim of a valid, unexpired token of ours; undefined for anything else. */
  async function verify(token: string): Promise<CartClaim | undefined> {
    try {
      const { payload } = await jwtVerify(token, key, {
        audience: AUDIENCE,
        algorithms: [ALGORITHM],
        currentDate: now(),
        requiredClaims: ['exp'],
      });
      const { vid, pid, sub } = payload;
      if (typeof vid !== 'string' || typeof pid !== 'string' || !isUuid(vid) || !isUuid(pid))
        return undefined;
      if (sub !== undefined && !isUuid(sub)) return undefined;
      return { videoId: vid, productId: pid, userId: sub ?? null };
    } catch {
      return undefined; // altered, expired, another kind of token or another secret
    }
  }

  return {
    issue(claim: CartClaim): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const token = new SignJWT({ vid: claim.videoId, pid: claim.productId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + VALID_SECONDS);
      return (claim.userId ? token.setSubject(claim.userId) : token).sign(key);
    },

    /**
     * Whether this token proves that this buyer added this product from this video: it
     * names both, and the buyer is its adder. A visitor's claim serves whoever holds the
     * cart (a visitor who signs in before paying keeps it); a user's serves only them.
     */
    async holds(
      token: string | undefined,
      line: Omit<CartClaim, 'userId'>,
      buyerId: string | null,
    ): Promise<boolean> {
      const claim = token ? await verify(token) : undefined;
      return (
        claim !== undefined &&
        claim.videoId === line.videoId.toLowerCase() &&
        claim.productId === line.productId.toLowerCase() &&
        (claim.userId === null || claim.userId === buyerId)
      );
    },
  };
}

export type CartClaims = ReturnType<typeof createCartClaims>;
