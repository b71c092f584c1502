package org.stratagem.game.puzzles.twofour;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.stratagem.engine.api.MoveList;

/** Seeded random TwoFour positions and playouts for tests. */
final class RandomPositions {
    private RandomPositions() {
    }

    /**
     * A random position: from all piles at 2, balls moved at random between piles (keeping 0..4),
     * random owners for the 2-ball piles, a random side to move.
     *
     * @param random the source of randomness
     * @param piles  3..30
     * @return a new position
     */
    static TwoFourPosition next(SplittableRandom random, int piles) {
        int[] balls = new int[piles];
        Arrays.fill(balls, 2);
        for (int shuffle = 0; shuffle < 3 * piles; shuffle++) {
            int from = random.nextInt(piles);
            int to = random.nextInt(piles);
            if (from != to && balls[from] > 0 && balls[to] < 4) {
                balls[from]--;
                balls[to]++;
            }
        }
        int[] kinds = new int[piles];
        for (int pile = 0; pile < piles; pile++) {
            kinds[pile] = Pile.of(balls[pile], random.nextInt(2));
        }
        return TwoFourPosition.of(kinds, random.nextInt(2));
    }

    /**
     * @param random   the source of randomness
     * @param position a position
     * @return a legal move chosen uniformly at random; the position must not be terminal
     */
    static int randomMove(SplittableRandom random, TwoFourPosition position) {
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        return moves.get(random.nextInt(moves.size()));
    }

    /**
     * Plays random games, from random positions of 3..30 piles to their end, and hands every
     * position on the way, the last included, to a check (which must leave it unchanged).
     *
     * @param seed  the seed of the games
     * @param games how many games
     * @param check the check
     */
    static void forEachPositionOfRandomGames(long seed, int games, Consumer<TwoFourPosition> check) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < games; game++) {
            TwoFourPosition position = next(random, TwoFourPosition.MIN_PILES + game % 28);
            check.accept(position);
            while (!position.isTerminal()) {
                position.makeMove(randomMove(random, position));
                check.accept(position);
            }
        }
    }
}
