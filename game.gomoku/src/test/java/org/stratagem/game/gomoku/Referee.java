package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The manager's own board in a test: a move a brain answers must be {@code x,y} exactly, on the
 * board, on an empty point and before the end of the game, or the test fails.
 */
final class Referee {
    private final GomokuGame game;
    private final GomokuPosition position;

    /**
     * @param size  the side of the board
     * @param moves the moves so far, black first
     */
    Referee(int size, String moves) {
        game = new GomokuGame(size, Rule.FREESTYLE);
        position = game.parsePosition(moves);
    }

    /** @param move a move as a brain answers it; plays it */
    void play(String move) {
        assertTrue(move.matches("\\d+,\\d+"), "'" + move + "' is not a move x,y");
        position.makeMove(game.parseMove(position, move));
    }

    /** @return the moves so far */
    String moves() {
        return game.formatPosition(position);
    }

    /** @return the board */
    GomokuPosition position() {
        return position;
    }
}
