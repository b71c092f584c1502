package org.stratagem.launcher.it;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.InputStream;
import org.apache.felix.service.command.CommandProcessor;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.stratagem.engine.api.Game;
import org.stratagem.testkit.Countdown;

/**
 * Hot update of a game with a live session: the session replays its moves in the new version and goes
 * on; when a later version refuses one of them, the session ends and says which and why; the framework
 * is never restarted.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class GameUpdateIT extends PlatformTest {
    private static final String NAME = "org.example.countdown";

    @Test
    public void aLiveSessionReplaysItsMovesInTheNewVersionOrEndsSayingWhy() throws Exception {
        try (Services services = new Services(context)) {
            Bundle game;
            try (InputStream v1 = ProbeBundles.countdown(NAME, "1.0.0", 9, "NONE")) {
                game = context.installBundle("probe:countdown", v1);
            }
            game.start();
            awaitVersion("1.0.0");
            try (Shell shell = new Shell(services.await(CommandProcessor.class, null))) {
                assertEquals(0, shell.run("stratagem:session new countdown").exitStatus());
                assertEquals(0, shell.run("stratagem:session play 2 2").exitStatus());
                assertEquals("game countdown  position 5/0\nhistory 2 2", shell.outputOf("stratagem:session show").strip());

                update(game, "2.0.0", 12);
                assertEquals("game countdown  position 8/0\nhistory 2 2", shell.outputOf("stratagem:session show").strip());
                Shell.Reply search = shell.run("stratagem:session go --strategy minimax --depth 3");
                assertEquals(search.output(), 0, search.exitStatus());

                update(game, "3.0.0", 3);
                Shell.Reply ended = shell.run("stratagem:session show");
                assertEquals(ended.output(), 2, ended.exitStatus());
                assertTrue(ended.output(), ended.output().startsWith("session: this session has ended: game 'countdown' "
                        + "was updated to " + NAME + " 3.0.0, in which move 2 '2' is no longer legal ("));
                assertEquals(2, shell.run("stratagem:session play 1").exitStatus());
                assertEquals(0, shell.run("stratagem:session new countdown").exitStatus());
                assertEquals("game countdown  position 3/0\nhistory", shell.outputOf("stratagem:session show").strip());
            }
            assertEquals(Bundle.ACTIVE, context.getBundle(0).getState());
            game.uninstall();
        }
    }

    private void update(Bundle game, String version, int tokens) throws Exception {
        try (InputStream next = ProbeBundles.countdown(NAME, version, tokens, "NONE")) {
            game.update(next);
        }
        awaitVersion(version);
    }

    private void awaitVersion(String version) throws InterruptedException {
        Services.awaitCondition("the countdown of version " + version, () -> registeredVersion().equals(version));
    }

    private String registeredVersion() {
        try {
            for (ServiceReference<Game> reference : context.getServiceReferences(Game.class, "(game.id=" + Countdown.ID + ")")) {
                return reference.getBundle().getVersion().toString();
            }
            return "";
        } catch (InvalidSyntaxException | IllegalStateException gone) {
            return "";
        }
    }
}
