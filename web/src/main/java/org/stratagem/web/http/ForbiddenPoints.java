package org.stratagem.web.http;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.stratagem.web.api.CommandRunner;
import org.stratagem.web.api.SessionState;

/**
 * Black's forbidden points of a renju session, for the Gomoku page: what {@code gomoku forbidden
 * POSITION [--size N]} prints ({@code x,y KIND} a line), as {@code {"x", "y", "kind"}} objects. Every
 * other session, of another rule or game, has none.
 */
final class ForbiddenPoints {
    private static final String GOMOKU = "gomoku";

    private ForbiddenPoints() {
    }

    /**
     * @param session the session
     * @param runner  runs the gomoku command
     * @return the points, by row then column
     * @throws HttpError 409 while the session's game is not installed, 500 if the command fails
     */
    static List<Map<String, Object>> of(SessionState session, CommandRunner runner) {
        List<Map<String, Object>> points = new ArrayList<>();
        if (!GOMOKU.equals(session.game()) || !"renju".equals(session.variant().get("rule"))) {
            return points;
        }
        if (session.position() == null) {
            throw new HttpError(409, "game 'gomoku' is not installed now");
        }
        List<String> arguments = new ArrayList<>(List.of("forbidden", session.position()));
        if (session.variant().containsKey("size")) {
            arguments.addAll(List.of("--size", session.variant().get("size")));
        }
        CommandRunner.Outcome outcome = runner.run(GOMOKU, arguments, "");
        if (outcome.status() != CommandRunner.OK) {
            throw new HttpError(500, outcome.error());
        }
        for (String line : outcome.output().strip().lines().toList()) {
            String[] point = line.split("[, ]");
            if (point.length == 3) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("x", Integer.parseInt(point[0]));
                entry.put("y", Integer.parseInt(point[1]));
                entry.put("kind", point[2]);
                points.add(entry);
            }
        }
        return points;
    }
}
