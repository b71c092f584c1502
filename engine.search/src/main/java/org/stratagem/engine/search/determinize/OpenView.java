package org.stratagem.engine.search.determinize;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.HiddenInformation;
import org.stratagem.engine.api.Position;

/**
 * A game with hidden information seen as if nothing were hidden: the same rules, notation and
 * capabilities, but traits without {@link GameTraits#hiddenInformation()} and no
 * {@link HiddenInformation}, so that a perfect-information strategy searches a drawn position of it.
 * Only for positions that are such draws: searched as they are, they show the searcher every hidden
 * piece.
 *
 * @param <P> the game's position type
 */
final class OpenView<P extends Position> implements Game<P> {
    private final Game<P> game;
    private final GameTraits traits;

    /** @param game a game with hidden information */
    OpenView(Game<P> game) {
        this.game = game;
        GameTraits hidden = game.traits();
        traits = new GameTraits(hidden.seats(), hidden.teams(), hidden.draws(), hidden.turnKeeping(), hidden.chance(), false,
                hidden.keyKind());
    }

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public String name() {
        return game.name() + " (hidden state drawn)";
    }

    @Override
    public GameTraits traits() {
        return traits;
    }

    @Override
    public int teamOf(int seat) {
        return game.teamOf(seat);
    }

    @Override
    public P parsePosition(String text) {
        return game.parsePosition(text);
    }

    @Override
    public String formatPosition(P position) {
        return game.formatPosition(position);
    }

    @Override
    public int parseMove(P position, String text) {
        return game.parseMove(position, text);
    }

    @Override
    public String formatMove(P position, int move) {
        return game.formatMove(position, move);
    }

    @Override
    public Set<String> variantOptions() {
        return game.variantOptions();
    }

    @Override
    public Game<P> variant(Map<String, String> options) {
        return new OpenView<>(game.variant(options));
    }

    @Override
    public <T> Optional<T> capability(Class<T> type) {
        return type == HiddenInformation.class ? Optional.empty() : game.capability(type);
    }
}
