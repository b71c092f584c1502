package org.stratagem.engine.search.mcts;

import java.util.SplittableRandom;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.search.common.SearchRun;

/**
 * The playout strategy: from a leaf of the tree to the end of the game, a legal move drawn
 * uniformly at every decision node and an outcome drawn by its probability at every chance node.
 * Playouts use the position's legal moves, not the request's move generator: they stand for
 * play by no one in particular, and the generator's ordering would be wasted on them.
 *
 * <p>Every move made counts as a node of the run. A game that has not ended
 * {@link SearchRun#MAX_PLY} moves from the root (a game that can cycle) is scored a draw.
 *
 * @param <P> the game's position type
 */
final class RandomPlayout<P extends Position> {
    private final SearchRun<P> run;
    private final P position;
    private final int rootTeam;
    private final SplittableRandom random;
    private final MoveList moves = new MoveList();

    /**
     * @param run      the run, whose position the playout plays on
     * @param rootTeam the team to move at the root
     * @param random   the search's source of random moves
     */
    RandomPlayout(SearchRun<P> run, int rootTeam, SplittableRandom random) {
        this.run = run;
        this.rootTeam = rootTeam;
        this.random = random;
        position = run.position();
    }

    /**
     * Plays the current position out and takes the moves back.
     *
     * @param ply the position's distance from the root
     * @return the reward for the root team: 1 for a win, 1/2 for a draw, 0 for a loss; meaningless
     *         if the run stopped on the way
     */
    double play(int ply) {
        int made = 0;
        while (!position.isTerminal() && ply + made < SearchRun.MAX_PLY && !run.stopped()) {
            position.legalMoves(moves);
            position.makeMove(position.seatToMove() == Position.CHANCE ? drawOutcome() : moves.get(random.nextInt(moves.size())));
            made++;
            run.countNode(ply + made);
        }
        double reward = position.isTerminal() ? Tree.reward(outcome(position, rootTeam)) : Tree.reward(Tree.DRAW);
        for (int i = 0; i < made; i++) {
            position.undoMove();
        }
        return reward;
    }

    private int drawOutcome() {
        double left = random.nextDouble();
        int last = moves.size() - 1;
        for (int i = 0; i < last; i++) {
            left -= moves.probability(i);
            if (left < 0) {
                return moves.get(i);
            }
        }
        return moves.get(last);
    }

    /**
     * @param terminal a terminal position
     * @param team     a team
     * @return the outcome of the game for the team: {@link Tree#WIN}, {@link Tree#DRAW} or {@link Tree#LOSS}
     */
    static int outcome(Position terminal, int team) {
        return Integer.signum(terminal.terminalValue(team));
    }
}
