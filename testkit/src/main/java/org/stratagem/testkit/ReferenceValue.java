package org.stratagem.testkit;

import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * The exact value of a small subtree by plain minimax over the legal moves, in a game of two teams:
 * the best result for the team to move at its decisions, the worst at the other team's, the expectation
 * at chance nodes. The reference that keys are checked against; as plain as it can be, and bounded.
 */
final class ReferenceValue {
    private final Game<?> game;
    private final int team;
    private int budget;

    private ReferenceValue(Game<?> game, int team, int budget) {
        this.game = game;
        this.team = team;
        this.budget = budget;
    }

    /**
     * @param game     the game, of two teams
     * @param position the position; unchanged on return
     * @param team     the team the value is for
     * @param budget   the most positions to visit
     * @return the exact value for {@code team}, or NaN if the subtree is larger than the budget
     */
    static double of(Game<?> game, Position position, int team, int budget) {
        return new ReferenceValue(game, team, budget).value(position);
    }

    private double value(Position position) {
        if (--budget < 0) {
            return Double.NaN;
        }
        if (position.isTerminal()) {
            return position.terminalValue(team);
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        int seat = position.seatToMove();
        boolean chance = seat == Position.CHANCE;
        boolean ours = !chance && game.teamOf(seat) == team;
        double result = chance ? 0 : ours ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < moves.size(); i++) {
            position.makeMove(moves.get(i));
            double child = value(position);
            position.undoMove();
            if (Double.isNaN(child)) {
                return Double.NaN;
            }
            result = chance ? result + moves.probability(i) * child : ours ? Math.max(result, child) : Math.min(result, child);
        }
        return result;
    }
}
