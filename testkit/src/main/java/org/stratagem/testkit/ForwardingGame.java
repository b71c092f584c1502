package org.stratagem.testkit;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.Position;

/**
 * A game that forwards everything to another game, for tests that change one thing about a game (add
 * or hide a capability, rename it) and keep the rest: a subclass overrides what it changes.
 *
 * @param <P> the position type
 */
public class ForwardingGame<P extends Position> implements Game<P> {
    /** The game everything is forwarded to. */
    protected final Game<P> inner;

    /** @param inner the game to forward to */
    public ForwardingGame(Game<P> inner) {
        this.inner = inner;
    }

    @Override
    public String id() {
        return inner.id();
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public GameTraits traits() {
        return inner.traits();
    }

    @Override
    public int teamOf(int seat) {
        return inner.teamOf(seat);
    }

    @Override
    public P parsePosition(String text) {
        return inner.parsePosition(text);
    }

    @Override
    public String formatPosition(P position) {
        return inner.formatPosition(position);
    }

    @Override
    public int parseMove(P position, String text) {
        return inner.parseMove(position, text);
    }

    @Override
    public String formatMove(P position, int move) {
        return inner.formatMove(position, move);
    }

    @Override
    public Set<String> variantOptions() {
        return inner.variantOptions();
    }

    @Override
    public Game<P> variant(Map<String, String> options) {
        return inner.variant(options);
    }

    @Override
    public <T> Optional<T> capability(Class<T> type) {
        return inner.capability(type);
    }
}
