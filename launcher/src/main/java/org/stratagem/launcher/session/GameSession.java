package org.stratagem.launcher.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Binding;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.launcher.catalog.Provider;

/**
 * One game in progress: the game, its start position, the moves played, and the strategy,
 * generator and evaluator chosen for it. The bindings are resolved again at every search, so a
 * session outlives any provider: when a strategy bundle is installed, updated or removed, the next
 * search uses the preferred provider of that moment while the position and history stay as they were.
 *
 * <p>The game itself may be updated too. Before anything that needs the position, the session looks
 * at the preferred provider of its game id: when it changed (the game's bundle updated, or replaced),
 * the session replays its start position and moves, by their notation, in the new version and goes
 * on; if the new version refuses one of them, the session ends, and says which move and why from then
 * on. While the game is not installed at all, the session keeps its moves and waits for it.
 *
 * <p>Not thread-safe; the shell serialises commands.
 *
 * @param <P> the game's position type
 */
public final class GameSession<P extends Position> {
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");

    private final String gameId;
    private final Map<String, String> variant;
    private final String start;
    private final List<String> history = new ArrayList<>();
    private final Bindings bindings;
    private Game<P> game;
    private P position;
    private long gameServiceId;
    private String ended;
    private Choice choice;
    private SearchSession searchSession;
    private String searchSessionStrategy;

    @SuppressWarnings("unchecked")
    GameSession(Provider<Game<?>> provider, Map<String, String> variant, String start, Choice choice, Bindings bindings) {
        this.gameId = provider.id();
        this.variant = Map.copyOf(variant);
        this.start = start;
        this.game = (Game<P>) provider.service().variant(this.variant);
        this.position = game.parsePosition(start);
        this.gameServiceId = provider.serviceId();
        this.choice = choice;
        this.bindings = bindings;
    }

    /** @return the game, in its version of now */
    public Game<P> game() {
        follow();
        return game;
    }

    /** @return the position now, in the game's notation */
    public String position() {
        follow();
        return game.formatPosition(position);
    }

    /** @return the start position, in the game's notation */
    public String start() {
        return start;
    }

    /** @return the moves played, in the game's notation */
    public List<String> history() {
        return List.copyOf(history);
    }

    /** @return the chosen ids (null where the preferred provider is used) */
    public Choice choice() {
        return choice;
    }

    /**
     * @param changed the new choice of strategy, generator and evaluator
     */
    public void choose(Choice changed) {
        choice = changed;
    }

    /**
     * Plays moves in order, all or none: if one is malformed or illegal, the moves before it are taken
     * back and the session is as it was.
     *
     * @param moveTexts moves in the game's notation
     * @throws NotationException naming the first move that cannot be played, and why
     */
    public void play(List<String> moveTexts) {
        follow();
        int played = 0;
        try {
            for (String moveText : moveTexts) {
                play(moveText);
                played++;
            }
        } catch (NotationException illegal) {
            for (int i = 0; i < played; i++) {
                undo();
            }
            String which = moveTexts.size() == 1 ? "" : "move " + (played + 1) + " of " + moveTexts.size() + ": ";
            throw new NotationException(which + illegal.getMessage() + (played == 0 ? "" : "; no move was played"));
        }
    }

    private void play(String moveText) {
        if (position.isTerminal()) {
            throw new NotationException("move '" + moveText + "': the game is over");
        }
        int move = game.parseMove(position, moveText);
        history.add(game.formatMove(position, move));
        position.makeMove(move);
    }

    /**
     * Takes back the last move.
     *
     * @throws NotationException if no move has been played
     */
    public void undo() {
        follow();
        if (history.isEmpty()) {
            throw new NotationException("undo: no move has been played");
        }
        position.undoMove();
        history.remove(history.size() - 1);
    }

    /** @return whether the game is over */
    public boolean isOver() {
        follow();
        return position.isTerminal();
    }

    /**
     * Searches the current position with the session's chosen (or preferred) strategy, generator and
     * evaluator, each replaced where this search's choice names one. The strategy's tables are
     * prepared for the limits first, outside the search's time (a no-op when they already are).
     *
     * @param override this search's choice, whose ids win over the session's
     * @param limits   the budget
     * @param listener receives progress
     * @param stop     stops the search when set
     * @return the result
     * @throws NotationException if the game is over or a chosen provider is missing
     */
    public SearchResult search(Choice override, SearchLimits limits, SearchListener listener, StopSignal stop) {
        follow();
        if (position.isTerminal()) {
            throw new NotationException("search: the game is over");
        }
        Binding<P> binding = bindings.bind(game, override.orElse(choice), Choice.NONE);
        if (!binding.strategy().equals(searchSessionStrategy)) {
            searchSession = bindings.openSearch(binding.strategy());
            searchSessionStrategy = binding.strategy();
        }
        searchSession.prepare(limits);
        return searchSession.search(new SearchRequest<>(game, position, binding.moves(), binding.evaluator(), limits,
                listener, stop));
    }

    /**
     * @param move a move legal in the current position
     * @return the move in the game's notation
     */
    public String format(int move) {
        follow();
        return move == MoveList.NONE ? "none" : game.formatMove(position, move);
    }

    /**
     * Formats a variation from the current position, playing it out on a copy.
     *
     * @param moves the variation
     * @return the moves in the game's notation
     */
    public List<String> formatLine(int[] moves) {
        follow();
        return Notation.line(game, position, moves);
    }

    /**
     * @param moves a variation, each move legal where it is played
     * @return whether it ends the game, played out on a copy of the current position
     */
    public boolean endsTheGame(int[] moves) {
        follow();
        @SuppressWarnings("unchecked")
        P walk = (P) position.copy();
        for (int move : moves) {
            walk.makeMove(move);
        }
        return walk.isTerminal();
    }

    /**
     * Follows the game's provider: when it changed, replays the start position and the moves in the new
     * version, or ends the session if the new version refuses one.
     *
     * @throws NotationException if the session has ended, or its game is not installed now
     */
    private void follow() {
        if (ended != null) {
            throw new NotationException("this session has ended: " + ended + "; start another with 'session new'");
        }
        Provider<Game<?>> current;
        try {
            current = bindings.gameProvider(gameId);
        } catch (NotationException gone) {
            throw new NotationException("game '" + gameId + "' is not installed now; the session keeps its "
                    + history.size() + " moves until it is back");
        }
        if (current.serviceId() != gameServiceId) {
            replay(current);
        }
    }

    @SuppressWarnings("unchecked")
    private void replay(Provider<Game<?>> updated) {
        String version = updated.bundle() + " " + updated.version();
        Game<P> next = (Game<P>) updated.service().variant(variant);
        P replayed;
        try {
            replayed = next.parsePosition(start);
        } catch (RuntimeException refused) {
            throw end(version, "its start position '" + start + "'", refused);
        }
        for (int at = 0; at < history.size(); at++) {
            try {
                if (replayed.isTerminal()) {
                    throw new NotationException("the game is over before it");
                }
                replayed.makeMove(next.parseMove(replayed, history.get(at)));
            } catch (RuntimeException refused) {
                throw end(version, "move " + (at + 1) + " '" + history.get(at) + "'", refused);
            }
        }
        game = next;
        position = replayed;
        gameServiceId = updated.serviceId();
        LOG.info("a session of game '" + gameId + "' replayed its " + history.size() + " moves in " + version);
    }

    /** @return the error that ends the session: the new version refused what it replayed */
    private NotationException end(String version, String what, RuntimeException refused) {
        ended = "game '" + gameId + "' was updated to " + version + ", in which " + what + " is no longer legal ("
                + refused.getMessage() + ")";
        LOG.warning("a session of " + ended);
        return new NotationException("this session has ended: " + ended);
    }
}
