package org.stratagem.launcher.web;

import java.util.List;
import java.util.Optional;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.SeatViews;
import org.stratagem.engine.api.command.GameRecords;
import org.stratagem.web.api.SessionException;
import org.stratagem.web.api.SessionException.Reason;

/**
 * A session's whole game as its game reads it: the start position and the moves played from there, read again
 * from the session's texts by the game's version of now. What a game offers of a whole game comes from it, in
 * the game's own terms: a seat's {@link SeatViews} and the game's own record ({@link GameRecords}: Gomoku's SGF,
 * Junqi's {@code jrec}), whose format the platform does not know.
 *
 * @param <P> the game's position type
 */
final class SessionGame<P extends Position> {
    private final Game<P> game;
    private final String start;
    private final int[] moves;

    private SessionGame(Game<P> game, String start, int[] moves) {
        this.game = game;
        this.start = start;
        this.moves = moves;
    }

    /**
     * @param game  the game, in the session's variant
     * @param start the start position, as the session was given it
     * @param moves the moves played from there, in the game's notation
     * @param <P>   the game's position type
     * @return the game
     * @throws NotationException if the game refuses the start or a move
     */
    static <P extends Position> SessionGame<P> of(Game<P> game, String start, List<String> moves) {
        P position = game.parsePosition(start);
        int[] played = new int[moves.size()];
        for (int i = 0; i < played.length; i++) {
            played[i] = game.parseMove(position, moves.get(i));
            position.makeMove(played[i]);
        }
        return new SessionGame<>(game, start, played);
    }

    /**
     * @param seat the watching seat
     * @return the game as the seat knows it after the moves
     * @throws SessionException BAD_INPUT if the game hides nothing, or the seat is not one of its seats
     * @throws NotationException if the game refuses the seat (one that does not play its variant)
     */
    SeatViews.View view(int seat) {
        SeatViews<P> views = SeatViews.of(game).orElseThrow(() -> new SessionException(Reason.BAD_INPUT,
                "game '" + game.id() + "' has no seat views: it hides nothing from any seat"));
        int seats = game.traits().seats();
        if (seat < 0 || seat >= seats) {
            throw new SessionException(Reason.BAD_INPUT, "seat " + seat + " is not one of " + game.id() + "'s seats 0.."
                    + (seats - 1));
        }
        return views.view(game.parsePosition(start), moves, seat);
    }

    /**
     * @return the game's own record of the game so far, if the game has a format of its own that can write it
     *         (a Junqi record cannot start in mid-game)
     */
    Optional<Record> record() {
        return GameRecords.of(game).flatMap(records -> {
            P position = game.parsePosition(start);
            for (int move : moves) {
                position.makeMove(move);
            }
            try {
                return Optional.of(new Record(records.recordExtension(), String.join("\n", records.record(position)) + "\n"));
            } catch (NotationException unwritable) {
                return Optional.empty();
            }
        });
    }

    /**
     * A record in the game's own format.
     *
     * @param extension its file name's extension, without the dot ({@code sgf}, {@code jrec})
     * @param text      the record, each line ended
     */
    record Record(String extension, String text) {
    }
}
