package org.stratagem.launcher.session;

import java.util.ArrayList;
import java.util.List;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.StopSignal;

/**
 * One game in progress: the game, its start position, the moves played, and the strategy,
 * generator and evaluator chosen for it. The bindings are resolved again at every search, so a
 * session outlives any provider: when a strategy bundle is installed, updated or removed, the next
 * search uses the preferred provider of that moment while the position and history stay as they were.
 *
 * <p>Not thread-safe; the shell serialises commands.
 *
 * @param <P> the game's position type
 */
public final class GameSession<P extends Position> {
    private final Game<P> game;
    private final String start;
    private final P position;
    private final List<String> history = new ArrayList<>();
    private final Bindings bindings;
    private Choice choice;
    private SearchSession searchSession;
    private String searchSessionStrategy;

    GameSession(Game<P> game, String start, Choice choice, Bindings bindings) {
        this.game = game;
        this.start = start;
        this.position = game.parsePosition(start);
        this.choice = choice;
        this.bindings = bindings;
    }

    /** @return the game */
    public Game<P> game() {
        return game;
    }

    /** @return the position now, in the game's notation */
    public String position() {
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
        if (history.isEmpty()) {
            throw new NotationException("undo: no move has been played");
        }
        position.undoMove();
        history.remove(history.size() - 1);
    }

    /** @return whether the game is over */
    public boolean isOver() {
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
        if (position.isTerminal()) {
            throw new NotationException("search: the game is over");
        }
        Choice used = override.orElse(choice);
        String strategy = bindings.strategyFor(game, used.strategy());
        if (!strategy.equals(searchSessionStrategy)) {
            searchSession = bindings.openSearch(strategy);
            searchSessionStrategy = strategy;
        }
        MoveGenerator<P> moves = bindings.moveGenerator(game, used.movegen());
        Evaluator<P> evaluator = bindings.evaluator(game, used.evaluator());
        searchSession.prepare(limits);
        return searchSession.search(new SearchRequest<>(game, position, moves, evaluator, limits, listener, stop));
    }

    /**
     * @param move a move legal in the current position
     * @return the move in the game's notation
     */
    public String format(int move) {
        return move == MoveList.NONE ? "none" : game.formatMove(position, move);
    }

    /**
     * Formats a variation from the current position, playing it out on a copy.
     *
     * @param moves the variation
     * @return the moves in the game's notation
     */
    public List<String> formatLine(int[] moves) {
        return Notation.line(game, position, moves);
    }

    /**
     * @param moves a variation, each move legal where it is played
     * @return whether it ends the game, played out on a copy of the current position
     */
    public boolean endsTheGame(int[] moves) {
        @SuppressWarnings("unchecked")
        P walk = (P) position.copy();
        for (int move : moves) {
            walk.makeMove(move);
        }
        return walk.isTerminal();
    }
}
