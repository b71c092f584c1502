package org.stratagem.game.junqi;

import java.util.SplittableRandom;
import org.stratagem.engine.api.MoveList;

/** A legal move drawn uniformly, from a seeded source: the random legal bot of tests and of the referee's seats. */
final class RandomChooser implements MoveChooser {
    private final SplittableRandom random;
    private final MoveList moves = new MoveList();

    /** @param seed the seed of the draws */
    RandomChooser(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int choose(SeatView view, long deadline) {
        view.legalMoves(moves);
        return moves.get(random.nextInt(moves.size()));
    }
}
