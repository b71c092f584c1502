package org.stratagem.game.puzzles.trianglewar;

import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.stratagem.engine.api.MoveList;

/** Seeded random Triangle War games for tests. */
final class RandomGames {
    private RandomGames() {
    }

    /**
     * @param random   the source of randomness
     * @param position a position that is not over
     * @return an undrawn segment chosen uniformly at random
     */
    static int randomMove(SplittableRandom random, TriangleWarPosition position) {
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        return moves.get(random.nextInt(moves.size()));
    }

    /**
     * A start for a random game: the empty board for even-numbered games, for odd-numbered ones a
     * state of the state space (a random set of up to 8 segments, no triangle credited, A to move).
     *
     * @param random the source of randomness
     * @param game   the game's number
     * @return a new position with no moves to undo
     */
    static TriangleWarPosition start(SplittableRandom random, int game) {
        if (game % 2 == 0) {
            return TriangleWarPosition.initial();
        }
        int set = 0;
        for (int drawn = random.nextInt(9); drawn > 0; drawn--) {
            set |= 1 << random.nextInt(Board.SEGMENTS);
        }
        return TriangleWarPosition.of(set);
    }

    /**
     * Plays random games from {@link #start} to their end and hands every position on the way, the
     * last included, to a check (which must leave it unchanged).
     *
     * @param seed  the seed of the games
     * @param games how many games
     * @param check the check
     */
    static void forEachPosition(long seed, int games, Consumer<TriangleWarPosition> check) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < games; game++) {
            TriangleWarPosition position = start(random, game);
            check.accept(position);
            while (!position.isTerminal()) {
                position.makeMove(randomMove(random, position));
                check.accept(position);
            }
        }
    }
}
