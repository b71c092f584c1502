package org.stratagem.web.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.stratagem.web.api.MatchService;
import org.stratagem.web.api.MatchSetup;
import org.stratagem.web.api.MatchState;
import org.stratagem.web.api.SessionEvent;
import org.stratagem.web.api.SessionException;

/**
 * A {@link MatchService} for the API's tests: one match, {@link RecordingSessions#ID}, whose every call is
 * recorded as {@code NAME ARGUMENTS}; any other id is not found, and a configuration {@code bad} is bad input.
 */
final class RecordingMatches implements MatchService {
    final List<String> calls = new ArrayList<>();

    @Override
    public MatchState start(MatchSetup setup) {
        if (setup.a().equals("bad") || setup.b().equals("bad")) {
            throw new SessionException(SessionException.Reason.BAD_INPUT, "a 'bad': 'bad' is not strategy=ID");
        }
        calls.add("start " + setup.game() + " " + setup.variant() + " " + setup.a() + " " + setup.b() + " "
                + setup.games() + " " + setup.moveMillis() + " " + setup.clockMillis() + "+" + setup.incrementMillis()
                + " " + setup.openings() + " " + setup.openingsFile());
        return state();
    }

    @Override
    public void delete(String id) {
        called("delete " + id, id);
    }

    @Override
    public List<MatchState> list() {
        calls.add("list");
        return List.of(state());
    }

    @Override
    public MatchState get(String id) {
        return called("get " + id, id);
    }

    @Override
    public MatchState stop(String id) {
        return called("stop " + id, id);
    }

    @Override
    public MatchState resume(String id) {
        return called("resume " + id, id);
    }

    @Override
    public AutoCloseable watch(String id, Consumer<SessionEvent> watcher) {
        called("watch " + id, id);
        return () -> { };
    }

    private MatchState called(String call, String id) {
        if (!RecordingSessions.ID.equals(id)) {
            throw new SessionException(SessionException.Reason.NOT_FOUND, "no match '" + id + "'");
        }
        calls.add(call);
        return state();
    }

    private static MatchState state() {
        return new MatchState(RecordingSessions.ID, "trianglewar", Map.of(), "strategy=alphabeta", "strategy=mcts", 2, 50,
                0, 0, List.of(), "", "1-2", MatchState.RUNNING, List.of("win end"), 1, List.of("1-2"), 1, 0, 0, null, null, null);
    }
}
