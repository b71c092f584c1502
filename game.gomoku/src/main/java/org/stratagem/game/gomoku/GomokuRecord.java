package org.stratagem.game.gomoku;

import org.stratagem.engine.api.NotationException;

/**
 * A game as a record gives it: the game it is played in (its board and rule, the record's own where
 * it says them, else the reader's defaults) and the position it reaches.
 *
 * @param game     the game of the record
 * @param position the position reached, a position of that game
 */
record GomokuRecord(GomokuGame game, GomokuPosition position) {

    /**
     * @param other a game
     * @return the position, if the record is of that game (its board and rule)
     * @throws NotationException naming what differs, otherwise
     */
    GomokuPosition positionIn(GomokuGame other) {
        if (other == game) {
            return position;
        }
        GomokuPosition empty = other.parsePosition("");
        if (!empty.board().dimensions().equals(position.board().dimensions())) {
            throw new NotationException("the record's board is " + position.board().dimensions() + ", not "
                    + empty.board().dimensions() + ": give --size " + position.board().dimensions());
        }
        throw new NotationException("the record plays " + position.rule().id() + ", not " + empty.rule().id()
                + ": give --rule " + position.rule().id());
    }
}
