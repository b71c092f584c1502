package org.stratagem.web.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.stratagem.engine.api.SeatViews;
import org.stratagem.web.api.SessionEvent;
import org.stratagem.web.api.SessionException;
import org.stratagem.web.api.SessionService;
import org.stratagem.web.api.SessionSettings;
import org.stratagem.web.api.SessionState;

/**
 * A {@link SessionService} for the API's tests: one session, {@value #ID}, whose every call is
 * recorded as {@code NAME ARGUMENTS}; any other id is not found, and a move {@code bad} is bad input.
 */
final class RecordingSessions implements SessionService {
    static final String ID = "0123456789ab";

    final List<String> calls = new ArrayList<>();

    @Override
    public SessionState create(String game, Map<String, String> variant, String start, List<String> moves,
            SessionSettings settings) {
        calls.add("create " + game + " " + variant + " " + start + " " + moves + " " + settings);
        return state();
    }

    @Override
    public List<SessionState> list() {
        calls.add("list");
        return List.of(state());
    }

    @Override
    public SessionState get(String id) {
        return called("get " + id, id);
    }

    @Override
    public SessionState play(String id, List<String> moves) {
        if (moves.contains("bad")) {
            throw new SessionException(SessionException.Reason.BAD_INPUT, "move 'bad': not a move");
        }
        return called("play " + id + " " + moves, id);
    }

    @Override
    public SessionState undo(String id, int count) {
        return called("undo " + id + " " + count, id);
    }

    @Override
    public SessionState configure(String id, SessionSettings changed) {
        return called("configure " + id + " " + changed, id);
    }

    @Override
    public SessionState go(String id, boolean play) {
        return called("go " + id + " " + play, id);
    }

    @Override
    public boolean stop(String id) {
        called("stop " + id, id);
        return false;
    }

    @Override
    public void delete(String id) {
        called("delete " + id, id);
    }

    @Override
    public String record(String id, String format) {
        called("record " + id + " " + format, id);
        return "(;GM[4])\n";
    }

    /** Seat 1 is bad input, as a game refuses a seat that does not play; any other seat sees one piece. */
    @Override
    public SeatViews.View view(String id, int seat) {
        called("view " + id + " " + seat, id);
        if (seat == 1) {
            throw new SessionException(SessionException.Reason.BAD_INPUT, "seat 1 does not play the duel: its seats are 0 and 2");
        }
        return new SeatViews.View(seat, List.of(new SeatViews.Piece("6,11", 2, false,
                List.of(new SeatViews.Chance("38", 0.75), new SeatViews.Chance("E", 0.25)))));
    }

    @Override
    public AutoCloseable watch(String id, Consumer<SessionEvent> watcher) {
        called("watch " + id, id);
        return () -> { };
    }

    private SessionState called(String call, String id) {
        if (!ID.equals(id)) {
            throw new SessionException(SessionException.Reason.NOT_FOUND, "no session '" + id + "'");
        }
        calls.add(call);
        return state();
    }

    private static SessionState state() {
        return new SessionState(ID, "twofour", Map.of(), "", "0 3 4 1 2b/1", List.of(), false, false,
                SessionSettings.NONE, null);
    }
}
