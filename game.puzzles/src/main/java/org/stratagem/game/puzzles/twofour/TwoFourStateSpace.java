package org.stratagem.game.puzzles.twofour;

import java.util.Arrays;
import java.util.Objects;
import java.util.stream.LongStream;
import org.stratagem.engine.api.table.IndexedStateSpace;

/**
 * The states of TwoFour for a range of pile counts, indexed for table-driven solvers.
 *
 * <p>A state here is an equivalence class of {@link TwoFourPosition#canonicalKey()}: a census of
 * pile kinds seen from the side to move. Every position of the range belongs to exactly one state,
 * and all positions of a state have the same value, so a table with one entry per state solves
 * every position (30 piles have 8 266 states; 3..30 piles 58 894). The indices follow the order of
 * the canonical keys.
 *
 * <p>Each state has one representative, the position {@link #positionAt} returns: player 1 to move
 * ("mine" is player 1's), piles sorted by kind ({@code 0 < 1 < 2a < 2b < 3 < 4}).
 * {@link #indexOf} accepts any position of the range, in any pile order and with either side to
 * move, and gives the index of its state. So {@code indexOf(positionAt(i)) == i} for every index,
 * and {@code positionAt(indexOf(p))} has the canonical key of {@code p}; it has the (ordered)
 * {@link TwoFourPosition#key()} of {@code p} exactly when {@code p} is itself a representative.
 */
final class TwoFourStateSpace implements IndexedStateSpace<TwoFourPosition> {
    private final int minPiles;
    private final int maxPiles;
    /** The canonical key of every state, ascending: index i is the state censuses[i]. */
    private final long[] censuses;

    /**
     * @param minPiles the fewest piles, at least {@link TwoFourPosition#MIN_PILES}
     * @param maxPiles the most piles, at most {@link TwoFourPosition#MAX_PILES}
     */
    TwoFourStateSpace(int minPiles, int maxPiles) {
        if (minPiles < TwoFourPosition.MIN_PILES || maxPiles > TwoFourPosition.MAX_PILES || minPiles > maxPiles) {
            throw new IllegalArgumentException("pile counts " + minPiles + ".." + maxPiles + " are not within "
                    + TwoFourPosition.MIN_PILES + ".." + TwoFourPosition.MAX_PILES);
        }
        this.minPiles = minPiles;
        this.maxPiles = maxPiles;
        LongStream.Builder states = LongStream.builder();
        for (int piles = minPiles; piles <= maxPiles; piles++) {
            addCensuses(Pile.EMPTY, piles, 2 * piles, 0, states);
        }
        censuses = states.build().sorted().toArray();
    }

    @Override
    public long size() {
        return censuses.length;
    }

    @Override
    public long indexOf(TwoFourPosition position) {
        if (position.pileCount() < minPiles || position.pileCount() > maxPiles) {
            throw new IllegalArgumentException("a position of " + position.pileCount() + " piles is not in the space of "
                    + minPiles + ".." + maxPiles + " piles");
        }
        return Arrays.binarySearch(censuses, position.canonicalKey());
    }

    @Override
    public TwoFourPosition positionAt(long index) {
        long census = censuses[(int) Objects.checkIndex(index, censuses.length)];
        int[] kinds = new int[pileCount(census)];
        int pile = 0;
        for (int kind = 0; kind < Pile.KINDS; kind++) {
            for (int count = Census.count(census, kind); count > 0; count--) {
                kinds[pile++] = kind;
            }
        }
        return TwoFourPosition.of(kinds, 0);
    }

    /** Adds every census that completes {@code census} with piles of {@code kind} and above. */
    private static void addCensuses(int kind, int piles, int balls, long census, LongStream.Builder states) {
        if (kind == Pile.FOUR) {
            if (balls == 4 * piles) {
                states.add(census + piles * Census.unit(Pile.FOUR));
            }
            return;
        }
        for (int count = 0; count <= piles && count * Pile.balls(kind) <= balls; count++) {
            addCensuses(kind + 1, piles - count, balls - count * Pile.balls(kind), census + count * Census.unit(kind),
                    states);
        }
    }

    private static int pileCount(long census) {
        int piles = 0;
        for (int kind = 0; kind < Pile.KINDS; kind++) {
            piles += Census.count(census, kind);
        }
        return piles;
    }
}
