package org.stratagem.game.gomoku;

import java.util.Optional;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.search.TacticalOracle;

/**
 * A Gomoku game without its tactical oracle, for tests that compare alpha-beta at a fixed depth with
 * minimax: a probe proves wins beyond the horizon, which minimax to that depth cannot see.
 *
 * @param game the game, unchanged but for the oracle
 */
record WithoutOracle(GomokuGame game) implements Game<GomokuPosition> {

    @Override
    public <T> Optional<T> capability(Class<T> type) {
        return type == TacticalOracle.class ? Optional.empty() : game.capability(type);
    }

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public String name() {
        return game.name();
    }

    @Override
    public GameTraits traits() {
        return game.traits();
    }

    @Override
    public int teamOf(int seat) {
        return game.teamOf(seat);
    }

    @Override
    public GomokuPosition parsePosition(String text) {
        return game.parsePosition(text);
    }

    @Override
    public String formatPosition(GomokuPosition position) {
        return game.formatPosition(position);
    }

    @Override
    public int parseMove(GomokuPosition position, String text) {
        return game.parseMove(position, text);
    }

    @Override
    public String formatMove(GomokuPosition position, int move) {
        return game.formatMove(position, move);
    }
}
