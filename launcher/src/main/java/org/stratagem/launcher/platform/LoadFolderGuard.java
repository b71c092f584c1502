package org.stratagem.launcher.platform;

import java.io.File;
import java.io.IOException;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.logging.Logger;
import org.apache.felix.fileinstall.ArtifactInstaller;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;

/**
 * Keeps {@code load/} from replacing the platform. FileInstall asks its artifact listeners, highest
 * ranking first, which of them handles a file; this one claims the files that must not be installed as
 * bundles, and reports each in the log with its name and the reason:
 * <ul>
 * <li>a bundle whose symbolic name is a platform bundle's (one the platform started with, not one from a
 * watched folder): installing it would let it update or shadow that bundle, and deleting it would
 * uninstall the platform's;</li>
 * <li>a file that is not a bundle: empty, not a jar, or a jar without {@code Bundle-SymbolicName}.</li>
 * </ul>
 * Configuration files ({@code *.cfg}, {@code *.config}) and hidden files are left to FileInstall. The
 * {@link PlatformActivator} registers it before FileInstall starts, so that it sees the first scan too.
 */
final class LoadFolderGuard implements ArtifactInstaller {
    /** Its {@code service.ranking}: above FileInstall's own handling of bundles. */
    static final int RANKING = 1000;
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher.load");

    private final BundleContext context;
    private final WatchedFolders watched;

    /** @param context this bundle's context: the installed bundles, and the folders FileInstall watches */
    LoadFolderGuard(BundleContext context) {
        this.context = context;
        this.watched = WatchedFolders.of(context);
    }

    @Override
    public boolean canHandle(File artifact) {
        String name = artifact.getName();
        if (name.startsWith(".") || name.endsWith(".cfg") || name.endsWith(".config") || artifact.isDirectory()) {
            return false;
        }
        return refusal(artifact) != null;
    }

    @Override
    public void install(File artifact) {
        report(artifact);
    }

    @Override
    public void update(File artifact) {
        report(artifact);
    }

    @Override
    public void uninstall(File artifact) {
        LOG.info(artifact + " removed (it had not been installed)");
    }

    private void report(File artifact) {
        String reason = refusal(artifact);
        LOG.warning(artifact + " not installed: " + (reason == null ? "it changed; it will be looked at again" : reason));
    }

    /** @return why the file must not be installed as a bundle, or null if it may */
    String refusal(File artifact) {
        if (artifact.length() == 0) {
            return "the file is empty, not a bundle";
        }
        String symbolicName;
        try (JarFile jar = new JarFile(artifact)) {
            Manifest manifest = jar.getManifest();
            symbolicName = manifest == null ? null : manifest.getMainAttributes().getValue(Constants.BUNDLE_SYMBOLICNAME);
        } catch (IOException | SecurityException e) {
            return "not a jar (" + e.getMessage() + ")";
        }
        if (symbolicName == null || symbolicName.isBlank()) {
            return "a jar without Bundle-SymbolicName, not a bundle";
        }
        String name = symbolicName.split(";", 2)[0].trim();
        for (Bundle bundle : context.getBundles()) {
            if (name.equals(bundle.getSymbolicName()) && !watched.installedFrom(bundle)) {
                return "its Bundle-SymbolicName " + name + " is a platform bundle's, which load/ cannot replace";
            }
        }
        return null;
    }
}
