package org.stratagem.game.junqi;

/**
 * The static score of a Junqi position shared by {@link MaterialEvaluator} (true ranks) and
 * {@link BeliefEvaluator} (expected ranks): material, and the pressure on the flags.
 *
 * <p>Material: each piece is worth {@link #VALUES} of its rank (the commander 1000 down to the 33 at 70;
 * the engineer 120 for clearing mines and running the railway, the bomb 400 for trading with any officer,
 * the mine 150; the flag nothing, its loss ends the game), or its expected value where its rank is
 * uncertain. Flag pressure: for each cell that may hold an enemy flag, its probability times how close the
 * nearest mobile piece of the team comes to it ({@value #REACH} minus the grid distance, times
 * {@value #PRESSURE}); the same for the opponents on the team's own flags. Without it a search against
 * passive opponents has no reason to march on their flag before the draw rule ends the game.
 */
final class Material {
    /** The value of each rank, by {@link Rank} ordinal. */
    static final int[] VALUES = {1000, 700, 450, 300, 200, 150, 100, 70, 120, 400, 150, 0};
    /** The grid distance beyond which a piece puts no pressure on a flag. */
    static final int REACH = 24;
    /** The score of one step closer to a flag that is surely there. */
    static final int PRESSURE = 12;

    /** What the score needs to know of each cell. */
    interface Cells {
        /** @return the seat of the piece on the cell, or -1 */
        int owner(int cell);

        /** @return the value of the piece on an occupied cell */
        double value(int cell);

        /** @return the probability that the piece on an occupied cell is its seat's flag */
        double flag(int cell);

        /** @return whether the piece on an occupied cell may move */
        boolean mobile(int cell);
    }

    private Material() {
    }

    /**
     * @param board the board
     * @param team  the team the score is for
     * @param cells the pieces
     * @return the score, material and pressure of the team less the opponents'
     */
    static int score(Board board, int team, Cells cells) {
        double score = 0;
        for (int cell = 0; cell < board.size(); cell++) {
            int owner = cells.owner(cell);
            if (owner < 0) {
                continue;
            }
            int sign = board.teamOf(owner) == team ? 1 : -1;
            score += sign * cells.value(cell);
            double flag = cells.flag(cell);
            if (flag > 0) {
                score -= sign * flag * PRESSURE * Math.max(0, REACH - nearestAttacker(board, cell, board.teamOf(owner), cells));
            }
        }
        return (int) Math.round(score);
    }

    /** @return the grid distance from a cell to the nearest mobile piece of the other team */
    private static int nearestAttacker(Board board, int target, int team, Cells cells) {
        int nearest = Integer.MAX_VALUE;
        for (int cell = 0; cell < board.size(); cell++) {
            int owner = cells.owner(cell);
            if (owner >= 0 && board.teamOf(owner) != team && cells.mobile(cell)) {
                nearest = Math.min(nearest, Math.abs(board.x(cell) - board.x(target)) + Math.abs(board.y(cell) - board.y(target)));
            }
        }
        return nearest;
    }
}
